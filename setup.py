"""The package list for setuptools (the rest is in pyproject.toml): templates/ and static/ stay at the top of the
repository, where the project keeps them, and ship inside the package as scorepad/templates and scorepad/static.
The package's scripts and styles ship minified (rjsmin, rcssmin: build requirements only); the source tree, which
developers run, keeps them as written."""

from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

SHIPPED = {"scorepad.templates": "templates", "scorepad.static": "static"}
MINIFIED = ("scorepad/static/*", "scorepad/families/*/static/**/*")  # in the built package


def minified(name: str, text: str) -> str:
    """A script (.js) or stylesheet (.css) without its comments and the white space it doesn't need; anything else as
    it is."""
    if name.endswith(".js"):
        import rjsmin

        return rjsmin.jsmin(text)
    if name.endswith(".css"):
        import rcssmin

        return rcssmin.cssmin(text)
    return text


class MinifyingBuild(build_py):
    """build_py, then every shipped script and stylesheet minified in place (not for an editable install: that one
    runs the source)."""

    def run(self) -> None:
        """Copy the package as setuptools does, then minify its static files."""
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for pattern in MINIFIED:
            for path in Path(self.build_lib).glob(pattern):
                if path.suffix in (".js", ".css"):
                    path.write_text(minified(path.name, path.read_text(encoding="utf-8")), encoding="utf-8")


if __name__ == "__main__":  # as setuptools runs it (tests import minified() alone)
    code = find_namespace_packages(include=["scorepad", "scorepad.*"], exclude=["*.__pycache__"])
    folders = [f"{name}.{sub}" for name, where in SHIPPED.items() for sub in find_namespace_packages(where=where)]
    setup(packages=[*code, *SHIPPED, *folders], package_dir=SHIPPED, cmdclass={"build_py": MinifyingBuild})
