"""a round's side entry stored as its family's own value; league counts declared by the family

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 09:00:00

Each entry's counts move from one column per count (the union of every family's) into one JSON value holding
exactly the counts its family declares, so a new family needs no migration. Kept beside it for speed: whether the
side went out and the family's league counts (count_1, count_2), as refresh writes them. The sides', shares' and
tallies' "canastas" become count_1 (Canasta's first league count), with count_2 beside it. The field lists below
are the families' counts as they stood at this revision (a migration is history: it never reads today's code).
"""
import json

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None

CANASTA = ("meld_points", "hand_points", "natural_canastas", "mixed_canastas", "joker_canastas", "red_threes",
           "red_threes_in_hand", "going_out", "penalty_points", "meld_cards", "hand_cards")
ROMME = ("hand_points", "going_out", "hand_cards")
FIELDS = {"classic": CANASTA, "german": CANASTA, "three_pack": CANASTA, "romme": ROMME}
CARDS = ("meld_cards", "hand_cards")  # stored only where the table counted cards
OLD = CANASTA  # every old column (Rommé's are Canasta's too)
INTS = ("meld_points", "hand_points", "natural_canastas", "mixed_canastas", "joker_canastas", "red_threes",
        "red_threes_in_hand", "penalty_points")
SUMMED = ("league_shares", "league_tallies")
STANDINGS_INDEX = ["game_id", "id", "won", "total", "against", "rounds_played", "{counts}", "went_out", "partnership",
                   "place"]
BATCH = 2000


def entries_table(*names):
    """The entries table with the named columns, for reads and writes by statement."""
    columns = [sa.column("id", sa.Integer)]
    for name in names:
        kind = sa.JSON(none_as_null=True) if name in (*CARDS, "counts") else sa.String if name == "going_out" else sa.Integer
        columns.append(sa.column(name, sa.Boolean if name == "went_out" else kind))
    return sa.table("entries", *columns)


def index_columns(*counts):
    """The covering index of the standings aggregation with these count columns."""
    out = []
    for name in STANDINGS_INDEX:
        out += list(counts) if name == "{counts}" else [name]
    return out


def upgrade():
    with op.batch_alter_table('entries') as batch:
        batch.add_column(sa.Column('counts', sa.JSON(), nullable=True))
        batch.add_column(sa.Column('went_out', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column('count_1', sa.Integer(), nullable=False, server_default='0'))
        batch.add_column(sa.Column('count_2', sa.Integer(), nullable=False, server_default='0'))
    conn = op.get_bind()
    rows = conn.execute(sa.text(
        "SELECT e.id, g.ruleset_key, " + ", ".join(f"e.{c}" for c in OLD) +
        " FROM entries e JOIN rounds r ON r.id = e.round_id JOIN games g ON g.id = r.game_id ORDER BY e.id"
    )).all()
    table = entries_table("counts", "went_out", "count_1")
    update = table.update().where(table.c.id == sa.bindparam("eid")).values(
        counts=sa.bindparam("c"), went_out=sa.bindparam("w"), count_1=sa.bindparam("n"))
    params = []
    for row in rows:
        old = dict(zip(OLD, row[2:], strict=True))
        for name in CARDS:  # a plain SQL read gives JSON as text on SQLite
            if isinstance(old[name], str):
                old[name] = json.loads(old[name])
        fields = FIELDS.get(row[1], CANASTA)
        counts = {k: old[k] for k in fields if k not in CARDS or old[k] is not None}
        canastas = sum(old[k] or 0 for k in ("natural_canastas", "mixed_canastas", "joker_canastas"))
        params.append({"eid": row[0], "c": counts, "w": old["going_out"] is not None,
                       "n": canastas if fields is CANASTA else 0})
    for start in range(0, len(params), BATCH):
        conn.execute(update, params[start:start + BATCH])
    with op.batch_alter_table('entries') as batch:
        batch.alter_column('counts', existing_type=sa.JSON(), nullable=False)
        for name in OLD:
            batch.drop_column(name)

    with op.batch_alter_table('sides') as batch:
        batch.drop_index('ix_sides_standings')
    with op.batch_alter_table('sides') as batch:
        batch.alter_column('canastas', new_column_name='count_1', existing_type=sa.Integer(), existing_nullable=False)
        batch.add_column(sa.Column('count_2', sa.Integer(), nullable=False, server_default='0'))
    with op.batch_alter_table('sides') as batch:
        batch.create_index('ix_sides_standings', index_columns('count_1', 'count_2'), unique=False)
    for name in SUMMED:
        with op.batch_alter_table(name) as batch:
            batch.alter_column('canastas', new_column_name='count_1', existing_type=sa.Integer(), existing_nullable=False)
            batch.add_column(sa.Column('count_2', sa.Integer(), nullable=False, server_default='0'))


def downgrade():
    for name in SUMMED:
        with op.batch_alter_table(name) as batch:
            batch.drop_column('count_2')
            batch.alter_column('count_1', new_column_name='canastas', existing_type=sa.Integer(), existing_nullable=False)
    with op.batch_alter_table('sides') as batch:
        batch.drop_index('ix_sides_standings')
    with op.batch_alter_table('sides') as batch:
        batch.drop_column('count_2')
        batch.alter_column('count_1', new_column_name='canastas', existing_type=sa.Integer(), existing_nullable=False)
    with op.batch_alter_table('sides') as batch:
        batch.create_index('ix_sides_standings', index_columns('canastas'), unique=False)

    with op.batch_alter_table('entries') as batch:
        for name in OLD:
            if name in CARDS:
                batch.add_column(sa.Column(name, sa.JSON(), nullable=True))
            elif name == "going_out":
                batch.add_column(sa.Column(name, sa.String(length=20), nullable=True))
            else:
                batch.add_column(sa.Column(name, sa.Integer(), nullable=False, server_default='0'))
    conn = op.get_bind()
    rows = conn.execute(sa.select(entries_table("counts"))).all()
    table = entries_table(*OLD)
    update = table.update().where(table.c.id == sa.bindparam("eid")).values(
        **{name: sa.bindparam(f"v_{name}") for name in OLD})
    params = []
    for entry_id, counts in rows:
        values = {f"v_{name}": counts.get(name, None if name in (*CARDS, "going_out") else 0) for name in OLD}
        params.append({"eid": entry_id, **values})
    for start in range(0, len(params), BATCH):
        conn.execute(update, params[start:start + BATCH])
    with op.batch_alter_table('entries') as batch:
        batch.drop_column('count_2')
        batch.drop_column('count_1')
        batch.drop_column('went_out')
        batch.drop_column('counts')
