# Thin wrappers: dev.py does the work, so a machine without make needs only python3.
.PHONY: run test setup
run:
	python3 dev.py run
test:
	python3 dev.py test
setup:
	python3 dev.py setup
