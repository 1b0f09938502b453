"""A league's visibility (members only, the default, or public) and players' public ids nobody can count through

Revision ID: 0012
Revises: 0011
"""

import secrets

import sqlalchemy as sa
from alembic import op

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("leagues") as batch:
        batch.add_column(sa.Column("visibility", sa.String(10), nullable=False, server_default="members"))
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("public_id", sa.String(24), nullable=True))
    players = sa.table("players", sa.column("id", sa.Integer), sa.column("public_id", sa.String))
    connection = op.get_bind()
    ids = [row[0] for row in connection.execute(sa.select(players.c.id))]
    for start in range(0, len(ids), 1000):
        connection.execute(
            players.update().where(players.c.id == sa.bindparam("pid")).values(public_id=sa.bindparam("pub")),
            [{"pid": pid, "pub": secrets.token_urlsafe(12)} for pid in ids[start:start + 1000]],
        )
    with op.batch_alter_table("players") as batch:
        batch.alter_column("public_id", existing_type=sa.String(24), nullable=False)
        batch.create_unique_constraint(op.f("uq_players_public_id"), ["public_id"])


def downgrade():
    with op.batch_alter_table("players") as batch:
        batch.drop_constraint(op.f("uq_players_public_id"), type_="unique")
        batch.drop_column("public_id")
    with op.batch_alter_table("leagues") as batch:
        batch.drop_column("visibility")
