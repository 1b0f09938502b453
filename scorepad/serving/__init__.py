"""HTTP plumbing around the views: headers, the JSON guard, rate limits and their store, the access log,
links handed to other phones, URL converters."""
