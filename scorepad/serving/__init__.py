"""HTTP plumbing around the views: headers, conditional GET, the cached-read middleware, the configured path
prefix, the language choice, the session cookie, the JSON guard, rate limits and their store, the access log,
links handed to other phones, URL converters."""
