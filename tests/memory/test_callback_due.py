"""The due time of a callback promised in the conversation, read from its words (summariser.due).

"now" is the turn's time, fixed here: Friday 4 December 2026, 16:00 in Berlin, or Tuesday
1 December 2026, 10:00.
"""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.summariser.due import due_at

BERLIN = ZoneInfo("Europe/Berlin")
FRIDAY = datetime(2026, 12, 4, 16, 0, tzinfo=BERLIN)
TUESDAY = datetime(2026, 12, 1, 10, 0, tzinfo=BERLIN)


def due(sentence: str, said_at: datetime, lang: str) -> str:
    return due_at(sentence, said_at=said_at, lang=lang).strftime("%a %Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("lang", "sentence", "expected"),
    [
        ("de", "Wir rufen Sie am nächsten Werktag zurück.", "Mon 2026-12-07 09:00"),
        ("de", "Wir rufen Sie morgen um 15 Uhr zurück.", "Sat 2026-12-05 15:00"),
        ("de", "Wir rufen Sie morgen früh an.", "Sat 2026-12-05 09:00"),
        ("de", "Wir rufen Sie übermorgen zurück.", "Sun 2026-12-06 09:00"),
        ("de", "Wir rufen Sie Montagnachmittag an.", "Mon 2026-12-07 14:00"),
        ("de", "Wir rufen Sie am Freitag zurück.", "Fri 2026-12-11 09:00"),
        ("de", "Wir rufen Sie heute Abend zurück.", "Fri 2026-12-04 18:00"),
        ("en", "We will call you back tomorrow morning.", "Sat 2026-12-05 09:00"),
        ("en", "We'll call you on the next working day.", "Mon 2026-12-07 09:00"),
        ("en", "We will call you back on Monday at 3 pm.", "Mon 2026-12-07 15:00"),
        ("en", "We'll call you on Friday afternoon.", "Fri 2026-12-11 14:00"),
        ("en", "We'll call you the day after tomorrow at 10:30.", "Sun 2026-12-06 10:30"),
        ("en", "We'll call you this evening.", "Fri 2026-12-04 18:00"),
        ("da", "Vi ringer dig op i morgen kl. 10.", "Sat 2026-12-05 10:00"),
        ("da", "Vi ringer dig op næste hverdag.", "Mon 2026-12-07 09:00"),
        ("da", "Vi ringer dig op på mandag eftermiddag.", "Mon 2026-12-07 14:00"),
        ("da", "Vi ringer dig op i overmorgen kl. 13.30.", "Sun 2026-12-06 13:30"),
        ("da", "Vi ringer dig op på fredag.", "Fri 2026-12-11 09:00"),
        ("nl", "We bellen u maandag terug.", "Mon 2026-12-07 09:00"),
        ("nl", "We bellen u morgen om 10 uur terug.", "Sat 2026-12-05 10:00"),
        ("nl", "We bellen u de volgende werkdag terug.", "Mon 2026-12-07 09:00"),
        ("nl", "We bellen u maandagochtend terug.", "Mon 2026-12-07 09:00"),
        ("nl", "We bellen u vrijdag om 15.00 uur terug.", "Fri 2026-12-11 15:00"),
    ],
)
def test_days_and_times_said_on_a_friday_afternoon(lang, sentence, expected):
    assert due(sentence, FRIDAY, lang) == expected


@pytest.mark.parametrize(
    ("lang", "sentence", "expected"),
    [
        ("de", "Wir rufen Sie am 3.12. zurück.", "Thu 2026-12-03 09:00"),
        ("de", "Wir rufen Sie am 3.12. um 10:30 Uhr zurück.", "Thu 2026-12-03 10:30"),
        ("de", "Wir rufen Sie am 24. Dezember an.", "Thu 2026-12-24 09:00"),
        ("de", "Wir rufen Sie am 1.11. an.", "Mon 2027-11-01 09:00"),  # past: next year
        ("en", "We will call you on 12/03.", "Thu 2026-12-03 09:00"),
        ("en", "We'll call you on 3 December at 11am.", "Thu 2026-12-03 11:00"),
        ("en", "We'll call you back on December 3rd.", "Thu 2026-12-03 09:00"),
        ("en", "We'll call you back at 9.", "Wed 2026-12-02 09:00"),  # 09:00 has passed
        ("en", "We'll call you back at 4 pm.", "Tue 2026-12-01 16:00"),
        ("da", "Vi ringer dig op den 3. december.", "Thu 2026-12-03 09:00"),
        ("da", "Vi ringer dig op den 3/12 kl. 14.", "Thu 2026-12-03 14:00"),
        ("nl", "We bellen u op 3 december terug.", "Thu 2026-12-03 09:00"),
        ("nl", "We bellen u op 3-12 om 10 uur terug.", "Thu 2026-12-03 10:00"),
        ("nl", "We bellen u vanmiddag terug.", "Tue 2026-12-01 14:00"),
        ("de", "Wir rufen Sie heute Nachmittag zurück.", "Tue 2026-12-01 14:00"),
    ],
)
def test_dates_and_clock_times_said_on_a_tuesday_morning(lang, sentence, expected):
    assert due(sentence, TUESDAY, lang) == expected


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir rufen Sie am Freitag zurück."),
        ("en", "We'll call you back on Friday."),
        ("da", "Vi ringer dig op fredag."),
        ("nl", "We bellen u vrijdag terug."),
    ],
)
def test_a_weekday_named_on_that_weekday_is_next_week(lang, sentence):
    assert due(sentence, FRIDAY, lang) == "Fri 2026-12-11 09:00"


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir rufen Sie am nächsten Werktag zurück."),
        ("en", "We will call you back on the next business day."),
        ("da", "Vi ringer dig op næste arbejdsdag."),
        ("nl", "We bellen u de volgende werkdag terug."),
    ],
)
def test_the_next_working_day_after_a_friday_is_the_monday(lang, sentence):
    assert due(sentence, FRIDAY, lang) == "Mon 2026-12-07 09:00"
    assert due(sentence, TUESDAY, lang) == "Wed 2026-12-02 09:00"


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir rufen Sie zurück."),
        ("en", "We will call you back."),
        ("da", "Vi ringer dig op."),
        ("nl", "We bellen u terug."),
    ],
)
def test_a_callback_with_no_time_is_due_when_it_was_promised(lang, sentence):
    assert due_at(sentence, said_at=FRIDAY, lang=lang) == FRIDAY


def test_heute_morgen_is_this_morning_and_never_before_the_promise():
    # 09:00 today has passed at 10:00: due at once, not tomorrow.
    assert due("Wir rufen Sie heute Morgen noch zurück.", TUESDAY, "de") == "Tue 2026-12-01 10:00"


def test_the_result_is_in_the_turns_zone_across_a_change_of_summer_time():
    said = datetime(2026, 3, 28, 12, 0, tzinfo=BERLIN)  # Saturday; clocks go forward Sunday
    result = due_at("We'll call you tomorrow at 10.", said_at=said, lang="en")
    assert result.utcoffset().total_seconds() == 2 * 3600
    assert result.strftime("%Y-%m-%d %H:%M") == "2026-03-29 10:00"


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("de", "Wir rufen Sie wegen der Montage zurück."),  # an assembly, not Monday
        ("de", "Guten Morgen, wir rufen Sie zurück."),  # a greeting, not tomorrow
        ("en", "Good morning, we will call you back."),
    ],
)
def test_words_that_only_look_like_a_day_name_no_time(lang, sentence):
    assert due_at(sentence, said_at=FRIDAY, lang=lang) == FRIDAY


@pytest.mark.parametrize(
    ("lang", "sentence", "expected"),
    [
        ("de", "Wir rufen Sie Montagabend an.", "Mon 2026-12-07 18:00"),
        ("da", "Vi ringer dig op mandag aften.", "Mon 2026-12-07 18:00"),
        ("nl", "We bellen u maandagmiddag terug.", "Mon 2026-12-07 14:00"),
        ("en", "We'll call you Monday evening.", "Mon 2026-12-07 18:00"),
    ],
)
def test_a_weekday_with_a_part_of_the_day(lang, sentence, expected):
    assert due(sentence, FRIDAY, lang) == expected


@pytest.mark.parametrize(
    ("lang", "sentence", "expected"),
    [
        # A while from now (Friday 16:00).
        ("de", "Wir melden uns in zwei Stunden telefonisch.", "Fri 2026-12-04 18:00"),
        ("de", "Ein Kollege ruft Sie in einer halben Stunde an.", "Fri 2026-12-04 16:30"),
        ("en", "Someone will ring you within the hour.", "Fri 2026-12-04 17:00"),
        ("en", "We'll call you back in about 45 minutes.", "Fri 2026-12-04 16:45"),
        ("da", "Vi ringer til dig om 20 minutter.", "Fri 2026-12-04 16:20"),
        ("da", "En kollega ringer om en halv time.", "Fri 2026-12-04 16:30"),
        ("nl", "We bellen u binnen een kwartier terug.", "Fri 2026-12-04 16:15"),
        ("nl", "Een collega belt u over twee uur.", "Fri 2026-12-04 18:00"),
        # Dutch "om 10 uur" is at ten, not in ten hours.
        ("nl", "We bellen u morgen om 10 uur.", "Sat 2026-12-05 10:00"),
        # Half hours: English "half three" is 3:30, the others' "half three" 2:30.
        ("en", "We'll call you tomorrow at half three.", "Sat 2026-12-05 15:30"),
        ("en", "We'll ring you tomorrow at half past ten.", "Sat 2026-12-05 10:30"),
        ("de", "Wir rufen Sie morgen um halb drei an.", "Sat 2026-12-05 14:30"),
        ("da", "Vi ringer i morgen ved halv elleve.", "Sat 2026-12-05 10:30"),
        ("nl", "We bellen u maandag om half vier.", "Mon 2026-12-07 15:30"),
        # A range: due at its start.
        ("de", "Wir rufen Sie morgen zwischen 14 und 16 Uhr an.", "Sat 2026-12-05 14:00"),
        ("en", "We will call you on Monday between 2 and 4 pm.", "Mon 2026-12-07 14:00"),
        ("da", "Vi ringer i morgen mellem kl. 10 og 12.", "Sat 2026-12-05 10:00"),
        ("nl", "We bellen u morgen tussen 9 en 11 uur.", "Sat 2026-12-05 09:00"),
        # Quarter hours.
        ("en", "We will call you back at quarter past four today.", "Fri 2026-12-04 16:15"),
        ("de", "Wir rufen Sie morgen um Viertel vor fünf an.", "Sat 2026-12-05 16:45"),
        ("da", "Vi ringer i morgen kvart over ti.", "Sat 2026-12-05 10:15"),
        ("nl", "We bellen u morgen om kwart voor elf.", "Sat 2026-12-05 10:45"),
        # Not a half hour nor a while.
        (
            "en",
            "We'll call you tomorrow, half a day is enough for the check.",
            "Sat 2026-12-05 09:00",
        ),
        ("de", "Wir rufen morgen an, das ist halb so schlimm.", "Sat 2026-12-05 09:00"),
    ],
)
def test_a_while_half_hours_and_ranges(lang, sentence, expected):
    assert due(sentence, FRIDAY, lang) == expected
