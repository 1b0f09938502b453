"""game families, actors as data, sign-in sessions, phone grants, invitation limits, round ids, rate counters

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 15:00:00

Names shrink to the limits the checks always enforced (sides 80, players 40, leagues 80), so a column can't
hold what no check lets in. Account names become unique after NFKC normalisation and case folding:
accounts whose names collide that way are reported (and told apart by a suffix on the compared form only),
never merged.
"""
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

import sqlalchemy as sa
from alembic import op

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None

ACTORS = (  # the old free-text "by", read as (kind, name)
    ("device ", "phone"),
    ("user ", "user"),
    ("league token ", "league_token"),
    ("token ", "token"),
    ("api import", "api"),
)


def actor(by, imported):
    """An old "by" text as (kind, name)."""
    by = by or ""
    if imported:
        return "imported", by[:80]
    if by == "api":
        return "api", ""
    for prefix, kind in ACTORS:
        if by.startswith(prefix):
            return kind, ("import" if by == "api import" else by[len(prefix):])[:80]
    return "api", by[:80]


def name_key(name):
    """The compared form of an account name (as scorepad.names.name_key)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return "".join(ch for ch in folded if unicodedata.category(ch) != "Cf")


def upgrade():
    conn = op.get_bind()
    now = datetime.now(timezone.utc).replace(tzinfo=None)

    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('edit_link_salt', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('ended_by_table', sa.Boolean(), nullable=False, server_default=sa.false()))

    with op.batch_alter_table('sides', schema=None) as batch_op:
        batch_op.add_column(sa.Column('place', sa.Integer(), nullable=False, server_default='1'))
        batch_op.alter_column('name', existing_type=sa.String(length=120), type_=sa.String(length=80))
        batch_op.drop_index('ix_sides_standings')
        batch_op.create_index(
            'ix_sides_standings',
            ['game_id', 'id', 'won', 'total', 'against', 'rounds_played', 'canastas', 'went_out', 'partnership', 'place'],
            unique=False,
        )
    # every side's place in its game (1 = best total; equal totals share the better place)
    sides = conn.execute(sa.text("SELECT id, game_id, total FROM sides")).all()
    by_game = {}
    for side_id, game_id, total in sides:
        by_game.setdefault(game_id, []).append((side_id, total))
    for rows in by_game.values():
        ordered = sorted((t for _, t in rows), reverse=True)
        for side_id, total in rows:
            conn.execute(sa.text("UPDATE sides SET place = :p WHERE id = :i"), {"p": ordered.index(total) + 1, "i": side_id})

    with op.batch_alter_table('players', schema=None) as batch_op:
        batch_op.alter_column('name', existing_type=sa.String(length=80), type_=sa.String(length=40))
    with op.batch_alter_table('leagues', schema=None) as batch_op:
        batch_op.alter_column('name', existing_type=sa.String(length=120), type_=sa.String(length=80))

    with op.batch_alter_table('rounds', schema=None) as batch_op:
        batch_op.add_column(sa.Column('client_id', sa.String(length=40), nullable=True))
        batch_op.add_column(sa.Column('version', sa.Integer(), nullable=False, server_default='1'))
        batch_op.create_unique_constraint(batch_op.f('uq_rounds_game_id_client_id'), ['game_id', 'client_id'])

    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('by_kind', sa.String(length=20), nullable=False, server_default='api'))
        batch_op.add_column(sa.Column('by_name', sa.String(length=80), nullable=False, server_default=''))
    for event_id, by, imported in conn.execute(sa.text("SELECT id, by, imported FROM events")).all():
        kind, name = actor(by, imported)
        conn.execute(sa.text("UPDATE events SET by_kind = :k, by_name = :n WHERE id = :i"), {"k": kind, "n": name, "i": event_id})
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.drop_column('by')

    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('name_key', sa.String(length=120), nullable=True))
    seen = {}
    for user_id, name in conn.execute(sa.text("SELECT id, name FROM users ORDER BY id")).all():
        key = name_key(name)
        if key in seen:
            print(
                f"scorepad migration 0005: account {name!r} (id {user_id}) has the same name as account id {seen[key]} "
                "once case and width are ignored; both are kept, rename one of them.",
                file=sys.stderr,
            )
            key = f"{key}#{user_id}"
        else:
            seen[key] = user_id
        conn.execute(sa.text("UPDATE users SET name_key = :k WHERE id = :i"), {"k": key, "i": user_id})
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.alter_column('name_key', existing_type=sa.String(length=120), nullable=False)
        batch_op.create_unique_constraint(batch_op.f('uq_users_name_key'), ['name_key'])

    with op.batch_alter_table('invitations', schema=None) as batch_op:
        batch_op.add_column(sa.Column('expires_at', sa.DateTime(), nullable=True))
        batch_op.add_column(sa.Column('uses_left', sa.Integer(), nullable=False, server_default='1'))
        batch_op.add_column(sa.Column('used', sa.Integer(), nullable=False, server_default='0'))
        batch_op.add_column(sa.Column('revoked_at', sa.DateTime(), nullable=True))
    conn.execute(sa.text("UPDATE invitations SET expires_at = :t"), {"t": now + timedelta(days=7)})

    op.create_table('login_sessions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('secret_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('last_used_at', sa.DateTime(), nullable=False),
    sa.Column('expires_at', sa.DateTime(), nullable=False),
    sa.Column('ended_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_login_sessions_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_login_sessions')),
    sa.UniqueConstraint('secret_hash', name=op.f('uq_login_sessions_secret_hash'))
    )
    with op.batch_alter_table('login_sessions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_login_sessions_user_id'), ['user_id'], unique=False)

    op.create_table('grants',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=24), nullable=False),
    sa.Column('device_hash', sa.String(length=64), nullable=False),
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('created_at', sa.DateTime(), nullable=False),
    sa.Column('last_used_at', sa.DateTime(), nullable=False),
    sa.Column('removed_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_grants_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_grants')),
    sa.UniqueConstraint('game_id', 'device_hash', name=op.f('uq_grants_game_id_device_hash'))
    )
    with op.batch_alter_table('grants', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_grants_game_id'), ['game_id'], unique=False)

    op.create_table('rate_counters',
    sa.Column('key', sa.String(length=255), nullable=False),
    sa.Column('hits', sa.Integer(), nullable=False),
    sa.Column('expires_at', sa.Float(), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_rate_counters'))
    )


def downgrade():
    op.drop_table('rate_counters')
    op.drop_table('grants')
    op.drop_table('login_sessions')
    with op.batch_alter_table('invitations', schema=None) as batch_op:
        for column in ('revoked_at', 'used', 'uses_left', 'expires_at'):
            batch_op.drop_column(column)
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_users_name_key'), type_='unique')
        batch_op.drop_column('name_key')
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.add_column(sa.Column('by', sa.String(length=80), nullable=False, server_default='api'))
    op.execute("UPDATE events SET by = CASE WHEN by_kind = 'phone' THEN 'device ' || by_name "
               "WHEN by_name = '' THEN by_kind ELSE by_kind || ' ' || by_name END")
    with op.batch_alter_table('events', schema=None) as batch_op:
        batch_op.drop_column('by_name')
        batch_op.drop_column('by_kind')
    with op.batch_alter_table('rounds', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('uq_rounds_game_id_client_id'), type_='unique')
        batch_op.drop_column('version')
        batch_op.drop_column('client_id')
    with op.batch_alter_table('sides', schema=None) as batch_op:
        batch_op.drop_index('ix_sides_standings')
        batch_op.create_index(
            'ix_sides_standings',
            ['game_id', 'id', 'won', 'total', 'against', 'rounds_played', 'canastas', 'went_out', 'partnership'],
            unique=False,
        )
        batch_op.drop_column('place')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('ended_by_table')
        batch_op.drop_column('edit_link_salt')
