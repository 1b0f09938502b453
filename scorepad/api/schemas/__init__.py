"""The API's request and response shapes, declared once with pydantic: they check JSON types and shape,
serialise every answer and make /api/openapi.json. Bounds and game rules are the domain's (their messages
exist in both languages); the bounds shown here come from the same constants."""
