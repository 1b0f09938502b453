"""evidence for disputes: photos of the table on a round, and the rounds each side confirmed

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01 10:00:00

Photos are kept as re-encoded pixels; their bytes live in photo_blobs unless the club keeps them in a folder or an
S3-compatible store. A league may require every side's confirmation of every round before a game counts; games kept
before this are unconfirmed (no league requires it yet).
"""
import sqlalchemy as sa
from alembic import op

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        'photos',
        sa.Column('id', sa.String(length=24), nullable=False),
        sa.Column('game_id', sa.String(length=24), nullable=False),
        sa.Column('round', sa.Integer(), nullable=False),
        sa.Column('client_id', sa.String(length=40), nullable=True),
        sa.Column('media_type', sa.String(length=20), nullable=False),
        sa.Column('width', sa.Integer(), nullable=False),
        sa.Column('height', sa.Integer(), nullable=False),
        sa.Column('size', sa.Integer(), nullable=False),
        sa.Column('thumb_size', sa.Integer(), nullable=False),
        sa.Column('digest', sa.String(length=64), nullable=False),
        sa.Column('created_at', sa.DateTime(), nullable=False),
        sa.Column('by_kind', sa.String(length=20), nullable=False),
        sa.Column('by_name', sa.String(length=80), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_photos_game_id_games'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_photos')),
        sa.UniqueConstraint('game_id', 'client_id', name=op.f('uq_photos_game_id_client_id')),
    )
    op.create_index('ix_photos_game_round', 'photos', ['game_id', 'round'], unique=False)
    op.create_table(
        'photo_blobs',
        sa.Column('photo_id', sa.String(length=24), nullable=False),
        sa.Column('kind', sa.String(length=10), nullable=False),
        sa.Column('data', sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(
            ['photo_id'], ['photos.id'], name=op.f('fk_photo_blobs_photo_id_photos'), ondelete='CASCADE'
        ),
        sa.PrimaryKeyConstraint('photo_id', 'kind', name=op.f('pk_photo_blobs')),
    )
    op.create_table(
        'confirmations',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.String(length=24), nullable=False),
        sa.Column('round', sa.Integer(), nullable=False),
        sa.Column('side', sa.Integer(), nullable=False),
        sa.Column('signed_by', sa.String(length=40), nullable=False),
        sa.Column('at', sa.DateTime(), nullable=False),
        sa.Column('by_kind', sa.String(length=20), nullable=False),
        sa.Column('by_name', sa.String(length=80), nullable=False),
        sa.ForeignKeyConstraint(
            ['game_id'], ['games.id'], name=op.f('fk_confirmations_game_id_games'), ondelete='CASCADE'
        ),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_confirmations')),
        sa.UniqueConstraint('game_id', 'round', 'side', name=op.f('uq_confirmations_game_id_round_side')),
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.add_column(sa.Column('confirmed', sa.Boolean(), server_default=sa.false(), nullable=False))
    with op.batch_alter_table('leagues', schema=None) as batch_op:
        batch_op.add_column(
            sa.Column('confirmations_required', sa.Boolean(), server_default=sa.false(), nullable=False)
        )


def downgrade():
    with op.batch_alter_table('leagues', schema=None) as batch_op:
        batch_op.drop_column('confirmations_required')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_column('confirmed')
    op.drop_table('confirmations')
    op.drop_table('photo_blobs')
    op.drop_index('ix_photos_game_round', table_name='photos')
    op.drop_table('photos')
