"""Helpers several page groups share: who reads, errors as pages, languages, live news, charts, QR codes,
working offline and spreadsheets."""
