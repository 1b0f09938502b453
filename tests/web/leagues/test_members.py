"""The members page (the owner's): invitation links single use by default, expiring, listed and withdrawn;
roles changed and members removed, never the last owner; links that ended say so in both languages."""

import re
from datetime import timedelta

from scorepad.extensions import db
from scorepad.models import Invitation, utcnow

from ..accounts.test_account import invite_link, league_with_game
from ..test_sign_in_sessions import PASSWORD

GERMAN = {"Accept-Language": "de"}


def member(app, name):
    phone = app.test_client()
    assert phone.post("/signup", data={"name": name, "password": PASSWORD}).status_code == 303
    return phone


def user_ids(client, league_id):
    html = client.get(f"/leagues/{league_id}/members").get_data(as_text=True)
    return {name: uid for uid, name in re.findall(r'<label for="role-(\d+)">Role of ([^<]+)</label>', html)}


def test_the_league_page_links_the_members_page_for_its_owner_only(app, client, sign_up):
    league_id = league_with_game(client, sign_up)
    link = f'href="/leagues/{league_id}/members"'
    assert link in client.get(f"/leagues/{league_id}").get_data(as_text=True)
    assert link not in member(app, "Ben").get(f"/leagues/{league_id}").get_data(as_text=True)
    assert link not in app.test_client().get(f"/leagues/{league_id}").get_data(as_text=True)


def test_an_invitation_link_works_once_and_then_says_so(app, client, sign_up):
    league_id = league_with_game(client, sign_up)
    made = client.post(f"/leagues/{league_id}/members", data={"role": "scorer"})
    assert made.headers["Cache-Control"] == "no-store" and "It is shown only now." in made.get_data(as_text=True)
    link = invite_link(client, league_id, "scorer")
    stranger = app.test_client().get(link)  # before signing in: what the link offers, and the way in
    assert stranger.status_code == 200 and stranger.headers["Cache-Control"] == "no-store"
    assert f'href="/signin?next={link}"' in stranger.get_data(as_text=True)
    ben = member(app, "Ben")
    page = ben.get(link)
    assert page.status_code == 200 and page.headers["Cache-Control"] == "no-store"
    assert "makes you a scorer of the league" in page.get_data(as_text=True)
    assert ben.post(link).headers["Location"] == f"/leagues/{league_id}"
    cara = member(app, "Cara")
    for response in (cara.get(link), cara.post(link)):
        assert response.status_code == 410 and "This invitation link has been used" in response.get_data(as_text=True)
    german = cara.get(link, headers=GERMAN).get_data(as_text=True)
    assert "Dieser Link funktioniert nicht mehr" in german and "Diese Einladung wurde schon benutzt" in german
    unknown = cara.get("/invite/no-such-link")
    assert unknown.status_code == 404 and "This invitation link is not valid" in unknown.get_data(as_text=True)


def test_open_links_are_listed_and_withdrawn_and_expired_ones_say_so(app, client, sign_up):
    league_id = league_with_game(client, sign_up)
    link = invite_link(client, league_id, "viewer")
    client.post(f"/leagues/{league_id}/members", data={"role": "scorer", "uses": "5", "days": "30"})
    page = client.get(f"/leagues/{league_id}/members").get_data(as_text=True)
    assert "viewer · 1 use left · valid until" in page and "scorer · 5 uses left" in page
    assert page.count("Withdraw</button>") == 2
    bad = client.post(f"/leagues/{league_id}/members", data={"role": "scorer", "uses": "0", "days": "365"})
    assert bad.status_code == 422 and "Must be a whole number from 1 to 100." in bad.get_data(as_text=True)
    revoke = re.search(r'action="(/leagues/[^"]+/invitations/\d+/revoke)"', page).group(1)
    assert client.post(revoke).status_code == 303
    with app.app_context():
        db.session.query(Invitation).update({"expires_at": utcnow() - timedelta(seconds=1)})
        db.session.commit()
    ben = member(app, "Ben")
    answers = [ben.get(link), ben.get(link, headers=GERMAN)]
    assert [a.status_code for a in answers] == [410, 410]
    assert "withdrew" in answers[0].get_data(as_text=True) or "expired" in answers[0].get_data(as_text=True)
    assert "None: every invitation link was used" in client.get(f"/leagues/{league_id}/members").get_data(as_text=True)


def test_the_owner_changes_roles_and_removes_members_but_never_the_last_owner(app, client, sign_up):
    league_id = league_with_game(client, sign_up)
    ben = member(app, "Ben")
    link = invite_link(client, league_id, "viewer")
    ben.post(link)
    ids = user_ids(client, league_id)
    base = f"/leagues/{league_id}/members"
    last = client.post(f"{base}/{ids['Owner']}/role", data={"role": "scorer"})
    assert last.status_code == 409 and "A league needs an owner" in last.get_data(as_text=True)
    assert client.post(f"{base}/{ids['Owner']}/remove").status_code == 409
    assert ben.post(f"{base}/{ids['Ben']}/role", data={"role": "owner"}).status_code == 403
    assert client.post(f"{base}/{ids['Ben']}/role", data={"role": "scorer"}).status_code == 303
    assert "<strong>Ben</strong>: scorer" in client.get(base).get_data(as_text=True)
    assert client.post(f"{base}/{ids['Ben']}/role", data={"role": "owner"}).status_code == 303
    handed = client.post(f"{base}/{ids['Owner']}/role", data={"role": "viewer"})
    assert handed.headers["Location"] == f"/leagues/{league_id}"  # no longer the owner: back to the league
    assert client.get(base).status_code == 403
    assert ben.post(f"{base}/{ids['Owner']}/remove").status_code == 303
    assert ben.post(f"{base}/999999/remove").status_code == 404


def test_a_new_invitation_link_comes_with_its_qr_code_and_copy_and_share(client, sign_up):
    sign_up("Owner")
    league_id = (
        client.post("/leagues/new", data={"name": "Club", "ruleset": "classic"}).headers["Location"].rsplit("/")[-1]
    )
    html = client.post(f"/leagues/{league_id}/members", data={"role": "scorer"}).get_data(as_text=True)
    assert '<figure class="qr-code"><svg role="img"' in html and "<title>The invitation link</title>" in html
    assert 'data-copy="invite-link"' in html and 'data-share="invite-link"' in html
