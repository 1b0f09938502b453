"""league tallies kept with every write instead of a standings cache written by reads

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23 17:30:00

Every finished league game's shares (one per player, one per partnership) are counted into the tallies of all
its league's games and of each season holding its date, and its winners' meetings with the rows opposite; the
stored standings go (a read writes nothing now).
"""
import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None

SIDE = ("g.id, g.league_id, g.played_on, s.position, CASE WHEN s.won THEN 1 ELSE 0 END, s.total, s.against, s.rounds_played,"
        " s.canastas, s.went_out, s.place")
SHARES = "(kind, key, game_id, league_id, played_on, side, won, points_for, points_against, rounds, canastas, went_out, place)"
FINISHED = "g.league_id IS NOT NULL AND g.status = 'finished'"
SUMS = ("count(*), sum(h.won), sum(h.points_for), sum(h.points_against), sum(h.rounds), sum(h.canastas),"
        " sum(h.went_out), sum(h.place)")
TALLIES = "(league_id, season_id, kind, key, played, won, points_for, points_against, rounds, canastas, went_out, places)"


def upgrade():
    op.create_table('league_shares',
    sa.Column('game_id', sa.String(length=24), nullable=False),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('key', sa.String(length=40), nullable=False),
    sa.Column('league_id', sa.String(length=24), nullable=False),
    sa.Column('played_on', sa.Date(), nullable=False),
    sa.Column('side', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('points_for', sa.Integer(), nullable=False),
    sa.Column('points_against', sa.Integer(), nullable=False),
    sa.Column('rounds', sa.Integer(), nullable=False),
    sa.Column('canastas', sa.Integer(), nullable=False),
    sa.Column('went_out', sa.Integer(), nullable=False),
    sa.Column('place', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_league_shares_game_id_games'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name=op.f('fk_league_shares_league_id_leagues'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', 'kind', 'key', name=op.f('pk_league_shares'))
    )
    with op.batch_alter_table('league_shares', schema=None) as batch_op:
        batch_op.create_index('ix_league_shares_dates', ['league_id', 'played_on'], unique=False)
        batch_op.create_index('ix_league_shares_keys', ['league_id', 'kind', 'key', 'won', 'played_on', 'game_id', 'side'], unique=False)

    op.create_table('league_tallies',
    sa.Column('league_id', sa.String(length=24), nullable=False),
    sa.Column('season_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('key', sa.String(length=40), nullable=False),
    sa.Column('played', sa.Integer(), nullable=False),
    sa.Column('won', sa.Integer(), nullable=False),
    sa.Column('points_for', sa.Integer(), nullable=False),
    sa.Column('points_against', sa.Integer(), nullable=False),
    sa.Column('rounds', sa.Integer(), nullable=False),
    sa.Column('canastas', sa.Integer(), nullable=False),
    sa.Column('went_out', sa.Integer(), nullable=False),
    sa.Column('places', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name=op.f('fk_league_tallies_league_id_leagues'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('league_id', 'season_id', 'kind', 'key', name=op.f('pk_league_tallies'))
    )
    op.create_table('league_meetings',
    sa.Column('league_id', sa.String(length=24), nullable=False),
    sa.Column('season_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('key', sa.String(length=40), nullable=False),
    sa.Column('opponent', sa.String(length=40), nullable=False),
    sa.Column('wins', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name=op.f('fk_league_meetings_league_id_leagues'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('league_id', 'season_id', 'kind', 'key', 'opponent', name=op.f('pk_league_meetings'))
    )
    # Count the games already finished, as games/tallies.py would have with each write.
    op.execute(
        f"INSERT INTO league_shares {SHARES} SELECT 'player', CAST(t.player_id AS VARCHAR(40)), {SIDE}"
        f" FROM seats t JOIN sides s ON s.id = t.side_id JOIN games g ON g.id = s.game_id WHERE {FINISHED}"
    )
    op.execute(
        f"INSERT INTO league_shares {SHARES} SELECT 'partnership', s.partnership, {SIDE}"
        f" FROM sides s JOIN games g ON g.id = s.game_id WHERE {FINISHED} AND s.partnership != ''"
    )
    op.execute(
        f"INSERT INTO league_tallies {TALLIES} SELECT h.league_id, 0, h.kind, h.key, {SUMS}"
        " FROM league_shares h GROUP BY h.league_id, h.kind, h.key"
    )
    op.execute(
        f"INSERT INTO league_tallies {TALLIES} SELECT h.league_id, n.id, h.kind, h.key, {SUMS}"
        " FROM league_shares h JOIN seasons n ON n.league_id = h.league_id AND h.played_on >= n.start"
        " AND h.played_on <= n.\"end\" GROUP BY h.league_id, n.id, h.kind, h.key"
    )
    met = ("SELECT h.league_id, {scope}, h.kind, h.key, t.key, count(*) FROM league_shares h"
           " JOIN league_shares t ON t.game_id = h.game_id AND t.kind = h.kind AND t.side != h.side {seasons}"
           " WHERE h.won = 1 GROUP BY h.league_id, {by}h.kind, h.key, t.key")
    meetings = "INSERT INTO league_meetings (league_id, season_id, kind, key, opponent, wins) "
    op.execute(meetings + met.format(scope="0", seasons="", by=""))
    op.execute(meetings + met.format(
        scope="n.id",
        seasons="JOIN seasons n ON n.league_id = h.league_id AND h.played_on >= n.start AND h.played_on <= n.\"end\"",
        by="n.id, ",
    ))
    op.drop_table('standings_cache')


def downgrade():
    op.create_table('standings_cache',
    sa.Column('league_id', sa.String(length=24), nullable=False),
    sa.Column('season_id', sa.Integer(), nullable=False),
    sa.Column('version', sa.Integer(), nullable=False),
    sa.Column('body', sa.JSON(), nullable=False),
    sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name=op.f('fk_standings_cache_league_id_leagues'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('league_id', 'season_id', name=op.f('pk_standings_cache'))
    )
    op.drop_table('league_meetings')
    op.drop_table('league_tallies')
    with op.batch_alter_table('league_shares', schema=None) as batch_op:
        batch_op.drop_index('ix_league_shares_keys')
        batch_op.drop_index('ix_league_shares_dates')

    op.drop_table('league_shares')
