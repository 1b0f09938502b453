"""A round's evidence from the phone: a photo of the table added from the round's page (the phone's camera or a
photo already taken), shown to whoever reads the game, removed by the scorers; a side's word that the round is
right. Each goes through the operations the API uses (games/evidence.py); what they refuse is said on the page."""

from __future__ import annotations

from flask import Response, abort, jsonify, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask_babel import gettext
from flask_wtf import FlaskForm
from werkzeug.exceptions import RequestEntityTooLarge

from ...core.errors import NotFound, Refused
from ...core.sizes import PHOTO_UPLOAD_MAX
from ...extensions import csrf
from ...games import evidence
from ...games.photos import photo_bytes, photo_of, sent_photo
from ...games.rounds import stored_by_client_id
from ...games.view import get_game
from ...photos.images import TOO_BIG
from ...rules.problems import N_, Problem
from ...serving import rate_limits
from ...words import problem_texts
from .. import bp
from ..forms import Summary
from ..forms.evidence import PhotoForm
from ..shared.errors import status_of
from .access import require_confirm, require_edit
from .disputes import round_page
from .evidence import thumb_size

NOT_YET = N_("The round this photo was taken with is not stored yet.")
FORM_OVERHEAD = 64 * 1024  # the form's token and the multipart framing around the photo
KEPT_FOR = 24 * 60 * 60  # a photo never changes under its address; removed, it goes from phones within a day


def photo_answer(game_id: str, number: int, photo_id: str, kind: str) -> Response:
    """A photo's bytes as its own answer: private to the phone (never a shared cache), tagged, kept a day."""
    photo = photo_of(game_id, number, photo_id)
    response = Response(photo_bytes(photo, kind), mimetype=photo.media_type)
    response.set_etag(f"{photo.digest[:32]}-{kind}")
    response.cache_control.private = True
    response.cache_control.max_age = KEPT_FOR
    extension = photo.media_type.rsplit("/", 1)[-1]
    response.headers["Content-Disposition"] = f'inline; filename="round-{number}-{photo.id}-{kind}.{extension}"'
    return response.make_conditional(request)


@bp.get("/games/<key:game_id>/rounds/<num:number>/photos/<key:photo_id>")
def round_photo(game_id: str, number: int, photo_id: str) -> ResponseReturnValue:
    """A photo of the table on a round, for whoever reads the game (another game's address finds none)."""
    return photo_answer(game_id, number, photo_id, "photo")


@bp.get("/games/<key:game_id>/rounds/<num:number>/photos/<key:photo_id>/thumb")
def round_photo_thumb(game_id: str, number: int, photo_id: str) -> ResponseReturnValue:
    """A photo's thumbnail, as the round's page shows it."""
    return photo_answer(game_id, number, photo_id, "thumb")


def refused_photo(
    game_id: str, number: int, form: PhotoForm, problems: list[Problem], status: int
) -> ResponseReturnValue:
    """The round's page again, the photo's problems on its field."""
    return round_page(game_id, number, form, form.show(problems), status)


@bp.post("/games/<key:game_id>/rounds/<num:number>/photos")
@csrf.exempt  # the token is checked by the form, after the photo's larger size limit is set
@rate_limits.game_writes
def add_photo(game_id: str, number: int) -> ResponseReturnValue:
    """Add a photo of the table to a round (the scorers'): re-encoded into pixels only, or refused saying why,
    nothing stored."""
    request.max_content_length = PHOTO_UPLOAD_MAX + FORM_OVERHEAD
    by = require_edit(get_game(game_id))
    try:
        form = PhotoForm()
    except RequestEntityTooLarge:
        form = PhotoForm(formdata=None)
        return refused_photo(game_id, number, form, [Problem("photo", TOO_BIG, {"n": PHOTO_UPLOAD_MAX >> 20})], 413)
    if not form.validate():
        return round_page(
            game_id, number, form, [Summary("", gettext("The form expired; please send it again."), None)], 400
        )
    upload = form.photo.data
    try:
        evidence.add_photo(game_id, number, upload.read(PHOTO_UPLOAD_MAX + 1) if upload else b"", by)
    except Refused as error:
        return refused_photo(game_id, number, form, error.problems, status_of(error))
    return redirect(url_for(".breakdown", game_id=game_id, round_number=number, added=1, _anchor="photos"), 303)


@bp.get("/games/<key:game_id>/rounds/<num:number>/photos/<key:photo_id>/remove")
def confirm_photo_removal(game_id: str, number: int, photo_id: str) -> ResponseReturnValue:
    """Ask before taking a photo off a round (a page: it works without JavaScript)."""
    game = get_game(game_id)
    require_edit(game)
    photo = photo_of(game_id, number, photo_id)
    return render_template("web/remove_photo.html", game=game, number=number, photo=photo, thumb_size=thumb_size)


@bp.post("/games/<key:game_id>/rounds/<num:number>/photos/<key:photo_id>/remove")
@rate_limits.game_writes
def remove_photo(game_id: str, number: int, photo_id: str) -> ResponseReturnValue:
    """Take a photo off a round (the scorers'); the history keeps who added and who removed it."""
    by = require_edit(get_game(game_id))
    if not FlaskForm().validate():
        abort(400)
    evidence.remove_photo(game_id, number, photo_id, by)
    return redirect(url_for(".breakdown", game_id=game_id, round_number=number, removed=1, _anchor="photos"), 303)


@bp.post("/games/<key:game_id>/rounds/<num:number>/confirmations")
@rate_limits.game_writes
def confirm_round(game_id: str, number: int) -> ResponseReturnValue:
    """A side's word that a round's counts are right, from a phone of the game or a league member."""
    by = require_confirm(get_game(game_id))
    if not FlaskForm().validate():
        abort(400)
    side = request.form.get("side", "")
    evidence.confirm_round(game_id, number, int(side) if side.isdigit() and len(side) < 4 else side, by)
    return redirect(url_for(".breakdown", game_id=game_id, round_number=number, _anchor="confirmations"), 303)


@bp.post("/games/<key:game_id>/rounds/sent/<key:round_id>/photos")
@csrf.exempt  # the token is checked by the form, after the photo's larger size limit is set
@rate_limits.game_writes
def send_photo(game_id: str, round_id: str) -> ResponseReturnValue:
    """Store a photo from this phone's outbox on the round it was taken with, named by the id the phone gave
    that round (404 until the round is stored), once: the photo's own id sent again answers the stored photo."""
    request.max_content_length = PHOTO_UPLOAD_MAX + FORM_OVERHEAD
    try:
        game = get_game(game_id)
        by = require_edit(game)
        form = PhotoForm()
        if not form.validate():
            return jsonify({"errors": {"_form": gettext("The form expired; please send it again.")}}), 400
        row = stored_by_client_id(game, round_id)
        if row is None:
            raise NotFound([Problem("_round", NOT_YET)])
        photo_id = request.form.get("photo_id")
        repeated = isinstance(photo_id, str) and sent_photo(game, photo_id) is not None
        upload = form.photo.data
        raw = upload.read(PHOTO_UPLOAD_MAX + 1) if upload else b""
        _, photo = evidence.add_photo(game_id, row.number, raw, by, client_id=photo_id)
    except RequestEntityTooLarge:
        return jsonify({"errors": {"photo": gettext(TOO_BIG, n=PHOTO_UPLOAD_MAX >> 20)}}), 413
    except Refused as error:
        return jsonify({"errors": problem_texts(error.problems)}), status_of(error)
    return jsonify({"number": photo.round, "photo": photo.id, "repeated": repeated}), 200 if repeated else 201
