"""GET /healthz: 200 "ok" when the database, the cache store and the limit store answer; 200 "degraded" naming what
is down when only Redis is (pages and writes go on without it); 503 "down" when the database is."""

import json
import os
import subprocess
import sys
from pathlib import Path

import scorepad
from scorepad import create_app
from tests.live import free_port

ROOT = Path(__file__).resolve().parents[2]


def test_all_answer(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    body = response.get_json()
    assert body["status"] == "ok" and body["failing"] == []
    assert body["checks"] == {"database": "ok", "cache": "ok", "limits": "ok"}
    assert body["version"] == scorepad.__version__ and body["release"].startswith(scorepad.__version__)


def test_a_database_that_does_not_answer_is_named(tmp_path):
    os.environ["SCOREPAD_INSTANCE_PATH"] = str(tmp_path)
    gone = create_app({"SQLALCHEMY_DATABASE_URI": "sqlite:////no-such-folder/x.db", "SECRET_KEY": "t"})
    response = gone.test_client().get("/healthz")
    assert response.status_code == 503
    body = response.get_json()  # the limits count in the same database by default
    assert body["status"] == "down" and body["failing"] == ["database", "limits"]
    assert body["checks"] == {"database": "down", "cache": "ok", "limits": "down"}


def test_redis_that_does_not_answer_is_named_for_the_cache_and_the_limits_and_the_server_is_degraded(tmp_path):
    # In a process of its own: the one limiter is shared by every app in a process.
    closed = free_port()
    script = (
        "import json; from scorepad import create_app; "
        f"app = create_app({{'SQLALCHEMY_DATABASE_URI': 'sqlite:///{tmp_path}/x.db', 'SECRET_KEY': 't'}}); "
        "r = app.test_client().get('/healthz'); print(r.status_code, json.dumps(r.get_json()))"
    )
    env = {
        **os.environ,
        "SCOREPAD_INSTANCE_PATH": str(tmp_path),
        "SCOREPAD_CACHE_REDIS_URL": f"redis://127.0.0.1:{closed}/0",
        "SCOREPAD_RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{closed}/1",
    }
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)  # noqa: S603
    status, body = done.stdout.strip().split(" ", 1)
    assert status == "200", done.stderr[-2000:]  # a load balancer keeps it: every page and write still works
    assert json.loads(body)["checks"] == {"database": "ok", "cache": "down", "limits": "down"}
    assert json.loads(body)["status"] == "degraded" and json.loads(body)["failing"] == ["cache", "limits"]
