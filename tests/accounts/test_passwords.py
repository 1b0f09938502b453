"""New passwords: long enough, not the account's name, not among the 10,000 most common; old ones keep working."""

import pytest
from werkzeug.security import generate_password_hash

from scorepad.accounts.users import authenticate, common_passwords, password_problems, sign_up
from scorepad.core.errors import Conflict, Invalid
from scorepad.extensions import db


def messages(password, name="Anna"):
    return [p.message for p in password_problems(password, name)]


def test_the_shipped_list_holds_the_10000_most_common_passwords():
    common = common_passwords()
    assert len(common) == 10_000
    assert {"123456", "password", "qwerty", "iloveyou", "1qaz2wsx3edc", "qwerty123456"} <= common


@pytest.mark.parametrize("password", ["qwerty123456", "QWERTY123456", "Qwerty 123456", "ｑｗｅｒｔｙ１２３４５６"])
def test_common_passwords_are_refused_however_typed(password):
    assert messages(password) == ["This is one of the most common passwords; please choose another."]


@pytest.mark.parametrize("password", ["Anna Lisa Berg", "ANNA LISA BERG", "annalisaberg"])
def test_the_accounts_own_name_is_refused(password):
    assert messages(password, "Anna Lisa Berg") == ["Must not be the account's name."]


def test_length_is_12_to_200_and_a_good_one_passes():
    assert messages("elevenchars") == ["Must be %(low)d to %(high)d characters."]
    assert messages("x" * 201) == ["Must be %(low)d to %(high)d characters."]
    assert messages("twelve chars") == []
    assert messages("Kartenhaus am Rhein 7") == []


def test_sign_up_checks_the_password_and_the_name_together(context):
    with pytest.raises(Invalid) as refused:
        sign_up("Ben", "leavemealone")
    assert [p.path for p in refused.value.problems] == ["password"]
    sign_up("Ben", "a long passphrase")
    with pytest.raises(Conflict):
        sign_up("ＢＥＮ", "another passphrase")


def test_a_password_set_before_the_rules_keeps_working_until_changed(new_user):
    user = new_user("Cara")
    user.password_hash = generate_password_hash("short1")  # made when 8 characters were enough
    db.session.commit()
    assert authenticate("Cara", "short1") is not None
