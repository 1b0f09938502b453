"""A rule set's key holds up to 40 characters (Buraco's burraco_internazionale has 22)

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade():
    for table in ("games", "leagues"):
        with op.batch_alter_table(table) as batch:
            batch.alter_column("ruleset_key", existing_type=sa.String(20), type_=sa.String(40), existing_nullable=False)


def downgrade():
    for table in ("games", "leagues"):
        with op.batch_alter_table(table) as batch:
            batch.alter_column("ruleset_key", existing_type=sa.String(40), type_=sa.String(20), existing_nullable=False)
