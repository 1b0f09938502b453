"""The yardstick for bench/reads.py: a bare Flask app with one route, served by the same gunicorn command."""

from flask import Flask

app = Flask(__name__)


@app.get("/")
def bare() -> str:
    """The smallest page Flask serves."""
    return "ok"
