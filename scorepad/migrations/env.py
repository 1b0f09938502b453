import logging

from alembic import context
from flask import current_app
from sqlalchemy import text

# this is the Alembic Config object, which provides
# access to the values within the .ini file in use.
config = context.config

# The app owns logging; Alembic's ini-file logging setup would silence the app's loggers.
logger = logging.getLogger('alembic.env')


def get_engine():
    return current_app.extensions['migrate'].db.engine


def get_engine_url():
    try:
        return get_engine().url.render_as_string(hide_password=False).replace(
            '%', '%%')
    except AttributeError:
        return str(get_engine().url).replace('%', '%%')


# add your model's MetaData object here
# for 'autogenerate' support
# from myapp import mymodel
# target_metadata = mymodel.Base.metadata
config.set_main_option('sqlalchemy.url', get_engine_url())
target_db = current_app.extensions['migrate'].db

# other values from the config, defined by the needs of env.py,
# can be acquired:
# my_important_option = config.get_main_option("my_important_option")
# ... etc.


def get_metadata():
    if hasattr(target_db, 'metadatas'):
        return target_db.metadatas[None]
    return target_db.metadata


def run_migrations_offline():
    """Run migrations in 'offline' mode.

    This configures the context with just a URL
    and not an Engine, though an Engine is acceptable
    here as well.  By skipping the Engine creation
    we don't even need a DBAPI to be available.

    Calls to context.execute() here emit the given string to the
    script output.

    """
    url = config.get_main_option("sqlalchemy.url")
    context.configure(
        url=url, target_metadata=get_metadata(), literal_binds=True
    )

    with context.begin_transaction():
        context.run_migrations()


def say_what_was_done(before, after):
    """Print what `db upgrade` or `db downgrade` did: from which revision to which, each step with its title, or
    that the schema already was where it was asked to be (other commands, such as `db current`, print their own)."""
    try:
        context.get_revision_argument()
    except KeyError:  # not an upgrade or a downgrade
        return
    scripts = {r.revision: r for r in context.script.walk_revisions()}
    chain = [None, *reversed(list(scripts))]  # base first (the migrations here form one line)
    latest = " (the latest)" if after == chain[-1] else ""
    if before == after:
        print(f"The database schema is already at revision {after or 'none'}{latest}: nothing to do.")
        return
    start, end = chain.index(before), chain.index(after)
    steps = chain[start + 1 : end + 1] if start < end else chain[start:end:-1]
    verb = "Upgraded" if start < end else "Downgraded"
    print(f"{verb} the database schema from revision {before or 'none (an empty database)'} to {after or 'none'}{latest}:")
    for step in steps:
        print(f"  {step}: {(scripts[step].doc or '').strip()}")


def run_migrations_online():
    """Run migrations in 'online' mode.

    In this scenario we need to create an Engine
    and associate a connection with the context.

    """

    # this callback is used to prevent an auto-migration from being generated
    # when there are no changes to the schema
    # reference: http://alembic.zzzcomputing.com/en/latest/cookbook.html
    def process_revision_directives(context, revision, directives):
        if getattr(config.cmd_opts, 'autogenerate', False):
            script = directives[0]
            if script.upgrade_ops.is_empty():
                directives[:] = []
                logger.info('No changes in schema detected.')

    conf_args = current_app.extensions['migrate'].configure_args
    if conf_args.get("process_revision_directives") is None:
        conf_args["process_revision_directives"] = process_revision_directives

    connectable = get_engine()

    with connectable.connect() as connection:
        is_postgres = connection.dialect.name == "postgresql"
        is_sqlite = connection.dialect.name == "sqlite"
        if is_sqlite:
            # Batch migrations copy, drop and rename tables: with foreign keys on, dropping a parent table
            # would cascade-delete its children. The pragma only works outside a transaction, so it goes to
            # the driver's connection directly (it is in autocommit mode here).
            connection.connection.dbapi_connection.execute("PRAGMA foreign_keys=OFF")
        if is_postgres:
            # Several app servers may start at once against one database: one migrates, the others wait.
            connection.execute(text("SELECT pg_advisory_lock(7241705)"))
            connection.commit()
        context.configure(
            connection=connection,
            target_metadata=get_metadata(),
            **conf_args
        )

        before = context.get_context().get_current_revision()
        connection.commit()  # end the read's transaction: SQLite's pragma below is a no-op inside one
        with context.begin_transaction():
            context.run_migrations()
        after = context.get_context().get_current_revision()
        connection.commit()
        say_what_was_done(before, after)
        if is_postgres:
            connection.execute(text("SELECT pg_advisory_unlock(7241705)"))
            connection.commit()
        if is_sqlite:
            connection.connection.dbapi_connection.execute("PRAGMA foreign_keys=ON")


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
