"""Forms of rights: changing a password, naming a phone that scores, invitation links."""

from __future__ import annotations

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import PasswordField, SelectField, StringField
from wtforms.fields.choices import SelectChoice

from ...core.sizes import INVITATION_DAYS
from .accounts import FieldsByName


class PasswordForm(FieldsByName, FlaskForm):
    """The current password and a new one."""

    current = PasswordField(_l("Current password"))
    new = PasswordField(_l("New password"))


class PhoneForm(FieldsByName, FlaskForm):
    """The name a phone is listed by on the share page (optional)."""

    name = StringField(_l("Name of this phone (optional)"))


class InviteForm(FieldsByName, FlaskForm):
    """Which role the new invitation link gives, how many people may use it, and for how many days."""

    role = SelectField(_l("Role"), choices=[SelectChoice("scorer", _l("scorer")), SelectChoice("viewer", _l("viewer"))])
    uses = StringField(_l("How many people may use it"), default="1")
    days = StringField(_l("Days it stays valid"), default=str(INVITATION_DAYS))
