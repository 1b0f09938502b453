# Thin wrappers: dev.py does the work, so a machine without make needs only python3.
.PHONY: run test setup translations
run:
	python3 dev.py run
test:
	python3 dev.py test
setup:
	python3 dev.py setup
# After changing a marked text: extract, merge into the German catalog, translate it there, then compile
# (the compiled catalog is committed, so `pip install` alone gives an app in both languages).
translations:
	.venv/bin/pybabel extract -F babel.cfg -k N_ -k NN_:1,2 -k _l --no-location --sort-output -o .venv/messages.pot .
	.venv/bin/pybabel update -i .venv/messages.pot -d scorepad/translations -l de --no-fuzzy-matching --ignore-obsolete -w 120
	.venv/bin/pybabel compile -d scorepad/translations -l de
