"""Querysets compiled to SQL once per process and run again with new values.

Django builds and compiles a queryset's SQL every time it is evaluated. On the two calls a
chatbot makes on every turn (post a message, fetch the context) that compilation cost more CPU
than anything else in the request: the session fetch with its summary joined in and the tenant
filter took about a third of the request. A `PreparedQuery` keeps the query written in the ORM,
where scoping and joins are readable, compiles it on first use with marker values in place of
its parameters, and afterwards only substitutes the real values and turns the rows into model
instances exactly as `QuerySet.__iter__` would (select_related objects, annotations, field
converters included).

    SESSION_FOR_INGEST = PreparedQuery(
        lambda tenant_id, key: Session.objects.filter(tenant_id=tenant_id, key=key)
        .select_related("summary").select_for_update(of=("self",)),
        tenant_id=int, key=str,
    )
    session = SESSION_FOR_INGEST.first(tenant_id=tenant.pk, key=key)

Only plain values may vary (ints and strings bound as query parameters); the queryset's shape
(which filters, joins and ordering) is fixed when it is written. django-prepared-queries did
this once, but is unmaintained since Django 2.
"""

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Model, QuerySet
from django.db.models.query import get_related_populators

# Marker values: chosen so that no constant a queryset adds by itself can equal one.
_INT_MARK = -7_300_000_000_000_000_000
_STR_MARK = "\x1fprepared-query-parameter-{}\x1f"


def _marker(kind: type, index: int):
    if kind is int:
        return _INT_MARK - index
    if kind is str:
        return _STR_MARK.format(index)
    raise ImproperlyConfigured(f"A prepared query's parameter is an int or a str, not {kind!r}.")


class _Compiled:
    """The SQL with its parameter slots, and how to turn its rows into model instances."""

    def __init__(self, queryset: QuerySet, marks: dict[str, Any], alias: str):
        compiler = queryset.query.get_compiler(using=alias)
        sql, params = compiler.as_sql()
        by_mark = {mark: name for name, mark in marks.items()}
        slots = []
        for value in params:
            name = by_mark.get(value) if isinstance(value, int | str) else None
            slots.append((True, name) if name is not None else (False, value))
        unused = set(marks) - {name for is_slot, name in slots if is_slot}
        if unused:
            raise ImproperlyConfigured(
                f"Prepared query parameters {sorted(unused)} do not reach the SQL as values."
            )
        self.sql = sql
        self.slots = slots
        self.compiler = compiler
        klass_info = compiler.klass_info
        select = compiler.select
        self.model = klass_info["model"]
        fields = klass_info["select_fields"]
        self.start, self.end = fields[0], fields[-1] + 1
        self.init_list = [column[0].target.attname for column in select[self.start : self.end]]
        self.populators = get_related_populators(klass_info, select, alias)
        self.annotations = list((compiler.annotation_col_map or {}).items())
        self.converters = compiler.get_converters(
            [column[0] for column in select[: compiler.col_count]]
        )

    def params(self, values: dict[str, Any]) -> list:
        return [values[name] if is_slot else name for is_slot, name in self.slots]

    def instances(self, rows: list, alias: str) -> list[Model]:
        if self.converters:
            rows = self.compiler.apply_converters(rows, self.converters)
        found = []
        for row in rows:
            obj = self.model.from_db(alias, self.init_list, row[self.start : self.end])
            for populator in self.populators:
                populator.populate(row, obj)
            for name, position in self.annotations:
                setattr(obj, name, row[position])
            found.append(obj)
        return found


class PreparedQuery:
    """A queryset built by `build(**parameters)`, compiled once per database alias."""

    def __init__(self, build: Callable[..., QuerySet], **parameters: type):
        for kind in parameters.values():
            _marker(kind, 0)  # refuses a kind other than int or str now, not on first use
        self.build = build
        self.parameters = parameters
        self._compiled: dict[str, _Compiled] = {}
        self._lock = threading.Lock()

    def _for(self, alias: str) -> _Compiled:
        compiled = self._compiled.get(alias)
        if compiled is None:
            with self._lock:
                compiled = self._compiled.get(alias)
                if compiled is None:
                    marks = {
                        name: _marker(kind, index)
                        for index, (name, kind) in enumerate(self.parameters.items())
                    }
                    compiled = _Compiled(self.build(**marks), marks, alias)
                    self._compiled[alias] = compiled
        return compiled

    def all(self, using: str = DEFAULT_DB_ALIAS, **values) -> list[Model]:
        if set(values) != set(self.parameters):
            raise TypeError(f"Expected the parameters {sorted(self.parameters)}.")
        for name, kind in self.parameters.items():
            if not isinstance(values[name], kind) or isinstance(values[name], bool):
                raise TypeError(f"Parameter {name!r} must be {kind.__name__}.")
        compiled = self._for(using)
        with connections[using].cursor() as cursor:
            cursor.execute(compiled.sql, compiled.params(values))
            rows = cursor.fetchall()
        return compiled.instances(rows, using)

    def first(self, using: str = DEFAULT_DB_ALIAS, **values) -> Model | None:
        found = self.all(using, **values)
        return found[0] if found else None


# Writes: single-row INSERTs and UPDATEs of named fields, their SQL built once per model, fields
# and database vendor. Values are prepared by each field as Model.save() would (JSON adapted,
# datetimes checked); save()'s own steps are not run: no signals, no pre_save() (auto_now), no
# defaults. Callers pass every value the row needs.


@dataclass(frozen=True)
class Insert:
    """INSERT one row of `model` with exactly these field values; its result is the new pk."""

    model: type[Model]
    values: dict[str, Any]


@dataclass(frozen=True)
class Update:
    """UPDATE these fields of the row of `model` with primary key `pk`; its result is the
    number of rows changed (0 or 1)."""

    model: type[Model]
    pk: Any
    values: dict[str, Any]


_WRITE_SQL: dict[tuple, str] = {}


def _statement(write: Insert | Update, qn) -> str:
    meta = write.model._meta
    columns = [qn(meta.get_field(name).column) for name in write.values]
    table = qn(meta.db_table)
    pk = qn(meta.pk.column)
    if isinstance(write, Insert):
        return (
            f"INSERT INTO {table} ({', '.join(columns)}) "
            f"VALUES ({', '.join(['%s'] * len(columns))}) RETURNING {pk}"
        )
    assignments = ", ".join(f"{column} = %s" for column in columns)
    return f"UPDATE {table} SET {assignments} WHERE {pk} = %s RETURNING 1"


def _params(write: Insert | Update, connection) -> list:
    meta = write.model._meta
    params = [
        meta.get_field(name).get_db_prep_save(value, connection)
        for name, value in write.values.items()
    ]
    if isinstance(write, Update):
        params.append(write.pk)
    return params


def _shape(write: Insert | Update) -> tuple:
    return (type(write), write.model, tuple(write.values))


def write_together(*writes: Insert | Update, using: str = DEFAULT_DB_ALIAS) -> list:
    """Run `writes` in order, in one round trip on PostgreSQL; returns each one's result.

    On PostgreSQL the writes become one statement of data-modifying WITH queries, which all see
    the same snapshot: they must touch different rows (a turn's message, its summary and its
    session do). Elsewhere (SQLite in development) they run one after the other. Either way a
    failing write (a unique constraint) fails them all, as one statement or inside the caller's
    transaction.
    """
    connection = connections[using]
    qn = connection.ops.quote_name
    if connection.vendor != "postgresql" or len(writes) == 1:
        results = []
        with connection.cursor() as cursor:
            for write in writes:
                key = (connection.vendor, _shape(write))
                sql = _WRITE_SQL.get(key)
                if sql is None:
                    sql = _WRITE_SQL[key] = _statement(write, qn)
                cursor.execute(sql, _params(write, connection))
                # Rows changed are counted from RETURNING: SQLite's rowcount is not set until a
                # RETURNING statement's rows have been read.
                rows = cursor.fetchall()
                results.append(rows[0][0] if isinstance(write, Insert) else len(rows))
        return results
    key = (connection.vendor, tuple(_shape(write) for write in writes))
    sql = _WRITE_SQL.get(key)
    if sql is None:
        parts = [f"w{n} AS ({_statement(write, qn)})" for n, write in enumerate(writes)]
        results = [
            f"(SELECT * FROM w{n})" if isinstance(write, Insert) else f"(SELECT count(*) FROM w{n})"
            for n, write in enumerate(writes)
        ]
        sql = _WRITE_SQL[key] = f"WITH {', '.join(parts)} SELECT {', '.join(results)}"
    params = [param for write in writes for param in _params(write, connection)]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchone())


def insert_row(model: type[Model], values: dict[str, Any], using: str = DEFAULT_DB_ALIAS):
    """INSERT one row of `model` with exactly these field values; returns its primary key."""
    return write_together(Insert(model, values), using=using)[0]


def update_row(
    model: type[Model], pk, values: dict[str, Any], using: str = DEFAULT_DB_ALIAS
) -> int:
    """UPDATE these fields of the row of `model` with primary key `pk`; returns rows changed."""
    return write_together(Update(model, pk, values), using=using)[0]
