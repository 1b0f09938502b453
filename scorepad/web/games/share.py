"""Handing scoring to another phone: the edit link (opened, then confirmed with one button), and the share
page where the scorer lists, removes and replaces the phones that score. Pages with secrets aren't cached."""

from __future__ import annotations

from flask import abort, current_app, redirect, render_template, request, session, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm

from ...accounts import grants
from ...core.errors import Invalid, NotFound
from ...evenings.rights import round_state
from ...games import phones
from ...games.view import get_game
from ...models import Game
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from ...serving.links import absolute_url
from .. import bp
from ..forms import Summary
from ..forms.rights import PhoneForm
from ..shared.i18n import switch_language
from .access import actor, grant, holds_grant, require_edit

NO_STORE = {"Cache-Control": "no-store"}
LEAGUE_GAME = N_("This game belongs to a league: it is scored by the league's scorers, who sign in.")


def opened_game(game_id: str, token: str) -> Game:
    """The game whose current edit link this is (else a page saying the link doesn't work). A league game opens
    by link only as a table of a club evening's round being played (its table card's QR code)."""
    game = get_game(game_id)
    table = game.league_id is not None and round_state(game.id) == "playing"
    if game.league_id is not None and not table:
        raise NotFound([Problem("token", LEAGUE_GAME)])
    if not grants.opens_game(game, token, current_app.config["SECRET_KEY"], league_table=table):
        raise NotFound([Problem("token", grants.WRONG_LINK)])
    return game


def render_claim(game: Game, form: PhoneForm, summary: list[Summary], status: int = 200) -> ResponseReturnValue:
    """The page an edit link opens: name this phone (optional), one button."""
    return render_template("web/claim.html", game=game, form=form, summary=summary), status, NO_STORE


@bp.get("/games/<key:game_id>/claim/<key:token>")
@rate_limits.guesses
def claim_game(game_id: str, token: str) -> ResponseReturnValue:
    """Open the edit link: a page asking to keep score on this phone (opening it changes nothing, so a link
    preview or a scanner can't use it up)."""
    game = opened_game(game_id, token)
    if holds_grant(game):
        return redirect(url_for(".board", game_id=game.id), 303)
    return render_claim(game, PhoneForm(), [])


@bp.post("/games/<key:game_id>/claim/<key:token>")
@rate_limits.guesses
def confirm_claim(game_id: str, token: str) -> ResponseReturnValue:
    """Keep score on this phone: it gets a grant, listed on the share page by the name it gave."""
    game = opened_game(game_id, token)
    form = PhoneForm()
    if switch_language(request.form.get("lang")):
        return render_claim(game, form, [])
    if not form.validate():
        return render_claim(game, form, [Summary("", gettext("The form expired; please send it again."), None)], 400)
    try:
        name = grants.phone_name(form.name.data)
    except Invalid as error:
        return render_claim(game, form, form.show(error.problems), 422)
    grant(game, name)
    return redirect(url_for(".board", game_id=game.id), 303)


def render_share(game: Game, api_token: str | None = None) -> ResponseReturnValue:
    """The share page: the edit link, the phones that score, and for the creator's phone its API token part."""
    casual = game.league_id is None
    link = absolute_url(".claim_game", game_id=game.id, token=grants.edit_token(game, current_app.config["SECRET_KEY"]))
    device = session.get("device")
    page = render_template(
        "web/share.html",
        game=game,
        link=link if casual else None,
        board_link=absolute_url(".board", game_id=game.id),
        phones=grants.phones(game) if casual else [],
        mine=grants.phone_key(device) if device else None,
        creator=casual and grants.is_creator(game, device),
        api_token=api_token,
        api_base=absolute_url("api.read_game", game_id=game.id),
        form=FlaskForm(),
        renewed=request.args.get("renewed") == "1",
    )
    return page, 200, NO_STORE


@bp.get("/games/<key:game_id>/share")
def share(game_id: str) -> ResponseReturnValue:
    """The edit link and the phones that score with it (only a scorer sees this page)."""
    game = get_game(game_id)
    require_edit(game)
    return render_share(game)


def scorer_post(game_id: str) -> Game:
    """A casual game this phone scores, for a checked form posted from the share page."""
    game = get_game(game_id)
    require_edit(game)
    if game.league_id is not None or not FlaskForm().validate():
        abort(400)
    return game


@bp.post("/games/<key:game_id>/share/link")
def new_edit_link(game_id: str) -> ResponseReturnValue:
    """Replace the edit link: the old one stops working; phones already scoring go on until removed."""
    grants.new_edit_link(scorer_post(game_id))
    return redirect(url_for(".share", game_id=game_id, renewed=1), 303)


@bp.post("/games/<key:game_id>/share/token")
def new_api_token(game_id: str) -> ResponseReturnValue:
    """Make the game a new API token (the creator's phone only) and show it once: the old one stops working."""
    game = scorer_post(game_id)
    token = grants.new_api_token(game, session.get("device"))
    return render_share(game, api_token=token)


@bp.get("/games/<key:game_id>/share/phones/<num:grant_id>/remove")
def confirm_removal(game_id: str, grant_id: int) -> ResponseReturnValue:
    """Ask before removing a phone: what it means, one button to remove it, one to keep it."""
    game = get_game(game_id)
    require_edit(game)
    phone = grants.phone_of(game, grant_id) if game.league_id is None else None
    if phone is None or phone.creator:  # removed meanwhile, or one that can't be: the list shows how things are
        return redirect(url_for(".share", game_id=game_id), 303)
    return render_template("web/remove_phone.html", game=game, phone=phone), 200, NO_STORE


@bp.post("/games/<key:game_id>/share/phones/<num:grant_id>/remove")
def remove_phone(game_id: str, grant_id: int) -> ResponseReturnValue:
    """Stop one phone from scoring this game (its open pages hear of it at once)."""
    game = scorer_post(game_id)
    phones.remove_phone(game.id, grant_id, actor())
    return redirect(url_for(".share", game_id=game_id), 303)
