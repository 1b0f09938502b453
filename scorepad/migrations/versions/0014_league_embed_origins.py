"""The origins a league's owner lets show its standings in a frame (/leagues/<id>/embed): none by default

Revision ID: 0014
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op

revision = '0014'
down_revision = '0013'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("leagues") as batch:
        batch.add_column(sa.Column("embed_origins", sa.String(1000), nullable=False, server_default=""))


def downgrade():
    with op.batch_alter_table("leagues") as batch:
        batch.drop_column("embed_origins")
