"""The package list for setuptools (the rest is in pyproject.toml): templates/ and static/ stay at the top of the
repository, where the project keeps them, and ship inside the package as scorepad/templates and scorepad/static."""

from setuptools import find_namespace_packages, setup

SHIPPED = {"scorepad.templates": "templates", "scorepad.static": "static"}
code = find_namespace_packages(include=["scorepad", "scorepad.*"], exclude=["*.__pycache__"])
folders = [f"{name}.{sub}" for name, where in SHIPPED.items() for sub in find_namespace_packages(where=where)]
setup(packages=[*code, *SHIPPED, *folders], package_dir=SHIPPED)
