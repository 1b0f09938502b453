# Thin wrappers: dev.py does the work, so a machine without make needs only python3.
.PHONY: run test setup translations
run:
	python3 dev.py run
test:
	python3 dev.py test
setup:
	python3 dev.py setup
# After changing a marked text: every catalog (Scorepad's, each family's) extracted, updated in every language and
# compiled (the compiled catalogs are committed, so `pip install` alone gives an app in every language it speaks).
translations:
	python3 dev.py translations
