"""Sign-ins end on the server: a copied session or remember-me cookie stops working at sign-out, at "sign out
on all devices" and at a password change; sign-out keeps the phone's casual games; the footer holds no form."""

from datetime import timedelta

from scorepad.extensions import db
from scorepad.models import LoginSession, utcnow

from .accounts.test_account import ROUND
from .conftest import NEW_GAME

PASSWORD = "a long passphrase"
SESSION, REMEMBER = "__Host-scorepad", "__Host-remember"  # Secure cookies, so with the __Host- prefix
COOKIES = (SESSION, REMEMBER)


def signed_up(app, name="Anna"):
    phone = app.test_client()
    assert phone.post("/signup", data={"name": name, "password": PASSWORD}).status_code == 303
    return phone


def signed_in(app, name="Anna"):
    phone = app.test_client()
    assert phone.post("/signin", data={"name": name, "password": PASSWORD}).status_code == 303
    return phone


def copy_of(app, phone, names=COOKIES):
    """Another browser holding copies of the phone's cookies (as a thief would)."""
    thief = app.test_client()
    for name in names:
        cookie = phone.get_cookie(name)
        assert cookie is not None, name
        thief.set_cookie(name, cookie.value)
    return thief


def is_signed_in(phone):
    return phone.get("/account").status_code == 200


def test_a_copied_cookie_stops_working_at_sign_out(app):
    anna = signed_up(app)
    whole, session_only, remember_only = (
        copy_of(app, anna),
        copy_of(app, anna, [SESSION]),
        copy_of(app, anna, [REMEMBER]),
    )
    assert is_signed_in(whole) and is_signed_in(session_only) and is_signed_in(remember_only)
    assert anna.post("/signout").status_code == 303
    assert not is_signed_in(anna)
    assert not any(is_signed_in(copy) for copy in (whole, session_only, remember_only))
    assert anna.get("/account").headers["Location"] == "/signin?next=/account"


def test_signing_out_on_all_devices_ends_every_sign_in(app):
    anna, laptop = signed_up(app), signed_in(app)
    copy = copy_of(app, anna)
    ben = signed_up(app, "Ben")
    assert "signed in on 2 phones or browsers" in anna.get("/account").get_data(as_text=True)
    assert anna.post("/signout/all").status_code == 303
    assert not any(is_signed_in(p) for p in (anna, laptop, copy))
    assert is_signed_in(ben)


def test_changing_the_password_signs_out_every_other_phone(app):
    anna, laptop = signed_up(app), signed_in(app)
    old_copy = copy_of(app, anna)
    wrong = anna.post("/account/password", data={"current": "not my password", "new": "a new long phrase"})
    assert wrong.status_code == 422 and "This is not the current password." in wrong.get_data(as_text=True)
    weak = anna.post("/account/password", data={"current": PASSWORD, "new": "leavemealone"})
    assert weak.status_code == 422 and "most common passwords" in weak.get_data(as_text=True)
    named = anna.post("/account/password", data={"current": PASSWORD, "new": "ANNA"})
    assert named.status_code == 422
    changed = anna.post("/account/password", data={"current": PASSWORD, "new": "a new long phrase"})
    assert changed.status_code == 303 and changed.headers["Location"] == "/account?changed=1"
    assert "Your password is changed" in anna.get(changed.headers["Location"]).get_data(as_text=True)
    assert is_signed_in(anna)
    assert not is_signed_in(laptop) and not is_signed_in(old_copy)
    assert app.test_client().post("/signin", data={"name": "Anna", "password": PASSWORD}).status_code == 401
    assert app.test_client().post("/signin", data={"name": "Anna", "password": "a new long phrase"}).status_code == 303


def test_the_remember_me_cookie_is_random_per_sign_in_and_lasts_30_days(app):
    first, second = signed_up(app), signed_in(app)
    values = [p.get_cookie(REMEMBER).value for p in (first, second)]
    assert values[0] != values[1]
    expires = first.get_cookie(REMEMBER).expires
    assert timedelta(days=29) < expires.replace(tzinfo=None) - utcnow() <= timedelta(days=30, minutes=1)
    with app.app_context():
        for row in db.session.query(LoginSession):
            row.expires_at = utcnow() - timedelta(seconds=1)
        db.session.commit()
    assert not is_signed_in(first) and not is_signed_in(copy_of(app, second, [REMEMBER]))


def test_an_old_cookie_with_a_plain_user_id_signs_nobody_in(app):
    signed_up(app)
    old = app.test_client()
    with old.session_transaction() as session:
        session["_user_id"] = "1"
    assert not is_signed_in(old)


def test_sign_out_keeps_the_phones_right_to_score_its_casual_games(app):
    phone = app.test_client()
    board = phone.post("/games/new", data=NEW_GAME).headers["Location"]
    phone.post("/signup", data={"name": "Anna", "password": PASSWORD})
    phone.post("/signout")
    assert phone.post(board + "/rounds/new", data=ROUND).status_code == 303
    assert board.rsplit("/", 1)[1] in phone.get("/").get_data(as_text=True)


def test_the_footer_has_a_plain_link_and_no_form(app, client, start_game):
    board = start_game()
    footer = client.get(board).get_data(as_text=True).split("<footer", 1)[1]
    assert '<a href="/signin?next=' in footer and "<form" not in footer
    anna = signed_up(app)
    footer = anna.get(board).get_data(as_text=True).split("<footer", 1)[1]
    assert '<a href="/account">Account</a>' in footer and "<form" not in footer and "Anna" not in footer


def test_the_account_page_is_never_cached_and_needs_a_sign_in(app, client):
    assert client.get("/account").status_code == 303
    assert client.post("/account/password", data={"current": "x", "new": "y"}).status_code == 303
    page = signed_up(app).get("/account")
    assert page.headers["Cache-Control"] == "no-store" and "Signed in as Anna." in page.get_data(as_text=True)


def test_plain_http_on_a_lan_makes_both_cookies_non_secure(monkeypatch):
    from scorepad.config import from_environment

    monkeypatch.setenv("SCOREPAD_SECURE_COOKIES", "0")
    assert from_environment()["SESSION_COOKIE_SECURE"] is False
    assert from_environment()["REMEMBER_COOKIE_SECURE"] is False  # it used to stay Secure: sign-in lost on a LAN


def test_cookies_are_host_only_and_secure_with_the_host_prefix(app, tmp_path, monkeypatch):
    anna = app.test_client()
    answer = anna.post("/signup", data={"name": "Anna", "password": PASSWORD})
    cookies = answer.headers.getlist("Set-Cookie")
    for name in COOKIES:
        (cookie,) = [c for c in cookies if c.startswith(f"{name}=")]
        assert "Secure" in cookie and "Path=/;" in cookie + ";" and "Domain" not in cookie, cookie
    monkeypatch.setenv("SCOREPAD_INSTANCE_PATH", str(tmp_path))
    monkeypatch.setenv("SCOREPAD_SECURE_COOKIES", "0")
    from scorepad import create_app

    lan = create_app({"SECRET_KEY": "test-only-secret-key-of-a-test-server", "SQLALCHEMY_DATABASE_URI": app.config["SQLALCHEMY_DATABASE_URI"]})
    assert (lan.config["SESSION_COOKIE_NAME"], lan.config["REMEMBER_COOKIE_NAME"]) == ("scorepad", "remember_token")


def test_a_sign_in_unused_for_14_days_ends_though_30_have_not_passed(app):
    anna = signed_up(app)
    with app.app_context():
        row = db.session.scalars(db.select(LoginSession)).one()
        row.last_used_at = utcnow() - timedelta(days=13, hours=23)
        db.session.commit()
    assert is_signed_in(anna)  # used now: its last use moves
    with app.app_context():
        row = db.session.scalars(db.select(LoginSession)).one()
        assert utcnow() - row.last_used_at < timedelta(minutes=1)
        row.last_used_at = utcnow() - timedelta(days=14, minutes=1)
        db.session.commit()
    assert not is_signed_in(anna)
    assert not is_signed_in(copy_of(app, anna))


def test_a_signed_in_read_writes_the_last_use_at_most_once_an_hour(app):
    anna = signed_up(app)
    with app.app_context():
        row = db.session.scalars(db.select(LoginSession)).one()
        row.last_used_at = used = utcnow() - timedelta(minutes=50)
        db.session.commit()
    assert is_signed_in(anna)
    with app.app_context():
        assert db.session.scalars(db.select(LoginSession)).one().last_used_at == used


def test_signing_out_tells_the_browser_to_forget_what_it_kept(app):
    for path in ("/signout", "/signout/all"):
        anna = signed_up(app, f"Anna {path[-3:]}")
        out = anna.post(path)
        assert out.status_code == 303 and out.headers["Clear-Site-Data"] == '"cache", "storage"'
    account = signed_up(app, "Ben").get("/account").get_data(as_text=True)
    assert 'id="outbox"' in account and "outbox.js" in account  # rounds still waiting show before signing out
