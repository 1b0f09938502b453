"""A store's address in the log, without its password."""

from scorepad.storage.addresses import shown_address


def test_the_password_is_left_out_and_the_rest_kept() -> None:
    assert shown_address("redis://:s3cret@10.0.0.5:6380/1") == "redis://:***@10.0.0.5:6380/1"
    assert shown_address("rediss://cache:pa%40ss@host/0") == "rediss://cache:***@host/0"
    assert shown_address("redis://127.0.0.1:6379/0") == "redis://127.0.0.1:6379/0"
    assert shown_address("postgresql+psycopg://scorepad:pw@db/scorepad") == "postgresql+psycopg://scorepad:***@db/scorepad"
