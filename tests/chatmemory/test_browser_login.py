import pytest

pytestmark = pytest.mark.browser


def test_an_agent_signs_in_to_the_console_in_a_real_browser(asgi_server, make_staff, page):
    make_staff("agent", username="ana")
    page.goto(f"{asgi_server.url}/console/")
    assert "/console/login/" in page.url
    page.get_by_label("Username").fill("ana")
    page.get_by_label("Password").fill("correct horse battery staple")
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_url(f"{asgi_server.url}/console/")
    assert page.get_by_role("heading", name="Handover queue").is_visible()


def test_a_wrong_password_shows_an_error(asgi_server, make_staff, page):
    make_staff("agent", username="ana")
    page.goto(f"{asgi_server.url}/console/login/")
    page.get_by_label("Username").fill("ana")
    page.get_by_label("Password").fill("wrong")
    page.get_by_role("button", name="Sign in").click()
    assert page.get_by_role("alert").is_visible()
