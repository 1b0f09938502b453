"""Photos of the table on a round: made into pixels only (images.py) and kept where the club says (stores)."""
