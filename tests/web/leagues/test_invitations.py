"""An invitation link names the league, its game and who invited, before and after signing in; joining says so on
the league's page; a new league's members page doesn't talk of links that ended. Both languages, no JavaScript."""

from __future__ import annotations

import html

import pytest

from scorepad.extensions import db
from scorepad.models import Invitation

from ..accounts.test_account import invite_link, league_with_game
from .test_members import member

WORDS = {
    "en": (
        "Owner invited you. This invitation makes you a scorer of the league Club: you enter and correct its games.",
        "The league plays Canasta.",
        "Sign in to join",
        "You joined Club as scorer.",
        "You are a member of Club already, as scorer.",
    ),
    "de": (
        "Owner hat dich eingeladen. Mit dieser Einladung wirst du Schreiber der Liga Club: Du trägst ihre Spiele ein und korrigierst sie.",
        "Die Liga spielt Canasta.",
        "Anmelden und beitreten",
        "Du bist Club als Schreiber beigetreten.",
        "Du bist schon Mitglied von Club: als Schreiber.",
    ),
}


def read(client, path: str, lang: str) -> str:
    """A page's text in a language, unescaped."""
    return html.unescape(client.get(path, headers={"Accept-Language": lang}).get_data(as_text=True))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_link_names_league_and_inviter_and_joining_says_so(app, client, sign_up, lang):
    invited, game, sign_in, joined, already = WORDS[lang]
    league_id = league_with_game(client, sign_up)
    link = invite_link(client, league_id, "scorer")
    stranger = app.test_client()
    page = read(stranger, link, lang)
    assert invited in page and game in page and sign_in in page and f"/signup?next={link}" in page
    ben = member(app, "Ben")
    assert invited in read(ben, link, lang) and 'type="submit"' in read(ben, link, lang)
    assert ben.post(link, headers={"Accept-Language": lang}).headers["Location"] == f"/leagues/{league_id}"
    league = read(ben, f"/leagues/{league_id}", lang)
    assert f'<p class="notice" role="status">{joined}</p>' in league
    assert joined not in read(ben, f"/leagues/{league_id}", lang)  # said once
    again = read(ben, invite_link(client, league_id, "viewer"), lang)  # a weaker role offered: nothing to join
    assert (
        already.replace("scorer", "scorer").replace("Schreiber", "Schreiber") in again
        and 'type="submit"' not in again.split("<main")[1]
    )


def test_a_link_made_before_inviters_were_kept_still_names_the_league(app, client, sign_up):
    league_id = league_with_game(client, sign_up)
    link = invite_link(client, league_id, "viewer")
    with app.app_context():
        db.session.execute(db.update(Invitation).values(invited_by=None))
        db.session.commit()
    page = read(member(app, "Ben"), link, "en")
    assert "This invitation makes you a viewer of the league Club: you follow its games and standings." in page
    assert "invited you" not in page


@pytest.mark.parametrize(
    ("lang", "none_yet"),
    [
        ("en", "No invitation link yet: make one below and send it to whoever should join."),
        ("de", "Noch kein Einladungslink: Erstelle unten einen und schick ihn an alle, die beitreten sollen."),
    ],
)
def test_a_new_league_has_no_links_yet_rather_than_none_left(client, sign_up, lang, none_yet):
    league_id = league_with_game(client, sign_up)
    members = read(client, f"/leagues/{league_id}/members", lang)
    assert (
        none_yet in members and "every invitation link" not in members and "jeder einladungslink" not in members.lower()
    )
