"""an invitation link names who made it

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27 10:00:00

The invitation page says who invited ("Ada invites you to Club as scorer"). Links made before this name nobody;
a link outlives its maker's account (the column is emptied).
"""
import sqlalchemy as sa
from alembic import op

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('invitations', schema=None) as batch_op:
        batch_op.add_column(sa.Column('invited_by', sa.Integer(), nullable=True))
        batch_op.create_foreign_key(
            batch_op.f('fk_invitations_invited_by_users'), 'users', ['invited_by'], ['id'], ondelete='SET NULL'
        )


def downgrade():
    with op.batch_alter_table('invitations', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_invitations_invited_by_users'), type_='foreignkey')
        batch_op.drop_column('invited_by')
