"""the phone that started a casual game is marked among its grants

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25 10:00:00

A claimant may remove other phones but never the creator's, and only the creator's phone may make the game a
new API token. Games started before this keep every grant unmarked (their first grant may be a claimant's).
"""
import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('grants', schema=None) as batch_op:
        batch_op.add_column(sa.Column('creator', sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade():
    with op.batch_alter_table('grants', schema=None) as batch_op:
        batch_op.drop_column('creator')
