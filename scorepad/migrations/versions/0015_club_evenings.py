"""Club evenings: an evening of a league, its players, rounds and tables (each a league game); a game's hands

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision = '0015'
down_revision = '0014'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("hands", sa.Integer(), nullable=True))
    op.create_table(
        "evenings",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("league_id", sa.String(24), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("form", sa.String(12), nullable=False),
        sa.Column("movement", sa.String(12), nullable=True),
        sa.Column("rounds", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=True),
        sa.Column("scoring", sa.String(20), nullable=False),
        sa.Column("bands", sa.JSON(), nullable=False),
        sa.Column("bye_score", sa.Integer(), nullable=True),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("final", sa.JSON(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"], ["leagues.id"], name=op.f("fk_evenings_league_id_leagues"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evenings")),
    )
    op.create_index("ix_evenings_league_id", "evenings", ["league_id"])
    op.create_table(
        "evening_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("evening_id", sa.String(24), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("pair", sa.Integer(), nullable=True),
        sa.Column("arrived", sa.Integer(), nullable=False),
        sa.Column("left", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["evening_id"], ["evenings.id"], name=op.f("fk_evening_players_evening_id_evenings"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_evening_players_player_id_players"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evening_players")),
        sa.UniqueConstraint("evening_id", "player_id", name=op.f("uq_evening_players_evening_id_player_id")),
    )
    op.create_index("ix_evening_players_evening_id", "evening_players", ["evening_id"])
    op.create_index("ix_evening_players_player_id", "evening_players", ["player_id"])
    op.create_table(
        "evening_rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("evening_id", sa.String(24), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("state", sa.String(10), nullable=False),
        sa.Column("byes", sa.JSON(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["evening_id"], ["evenings.id"], name=op.f("fk_evening_rounds_evening_id_evenings"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evening_rounds")),
        sa.UniqueConstraint("evening_id", "number", name=op.f("uq_evening_rounds_evening_id_number")),
    )
    op.create_table(
        "evening_tables",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("evening_id", sa.String(24), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.String(24), nullable=False),
        sa.Column("sides", sa.JSON(), nullable=False),
        sa.Column("ended", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["round_id"], ["evening_rounds.id"], name=op.f("fk_evening_tables_round_id_evening_rounds"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["evening_id"], ["evenings.id"], name=op.f("fk_evening_tables_evening_id_evenings"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_evening_tables_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evening_tables")),
        sa.UniqueConstraint("round_id", "number", name=op.f("uq_evening_tables_round_id_number")),
    )
    op.create_index("ix_evening_tables_round_id", "evening_tables", ["round_id"])
    op.create_index("ix_evening_tables_evening_id", "evening_tables", ["evening_id"])
    op.create_index("ix_evening_tables_game", "evening_tables", ["game_id"], unique=True)


def downgrade():
    op.drop_table("evening_tables")
    op.drop_table("evening_rounds")
    op.drop_table("evening_players")
    op.drop_table("evenings")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("hands")
