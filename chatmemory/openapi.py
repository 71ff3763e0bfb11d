"""OpenAPI post-processing: the error envelope documented on every operation.

Every endpoint can answer with the contract's error envelope (chatmemory.errors): malformed input,
a missing key, an unknown or foreign object, an oversized body, a rate limit, a database outage.
This hook adds those responses to each operation of the schema, so an endpoint added later is
documented (and fuzzed against its documentation) without anyone remembering to annotate it.
Errors only some endpoints give (403 no consent, 409 stale, 410 ended, 422 refused) are declared
on the view with `extend_schema(responses={...})`; a declaration without a body gets the envelope.
"""

ERROR_COMPONENT = "ErrorEnvelope"

ERROR_SCHEMA = {
    "type": "object",
    "description": "The error envelope of every 4xx and 5xx answer.",
    "properties": {
        "error": {
            "type": "object",
            "properties": {
                "code": {"type": "string", "description": "A machine-readable code."},
                "message": {"type": "string", "description": "A human-readable explanation."},
                "fields": {
                    "type": "object",
                    "description": "Per-field messages for a validation error.",
                    "additionalProperties": {"type": "array", "items": {"type": "string"}},
                },
            },
            "required": ["code", "message", "fields"],
        }
    },
    "required": ["error"],
}

DESCRIPTIONS = {
    "400": "Malformed request or invalid input.",
    "401": "No API key, or an unknown or revoked one.",
    "403": "Not allowed (for example no consent).",
    "404": "Unknown, or belongs to another tenant.",
    "405": "Method not allowed.",
    "409": "Conflict with the current state.",
    "410": "The session has ended or expired.",
    "413": "The request or the text is too large.",
    "415": "Unsupported media type.",
    "422": "Refused by the privacy policy.",
    "429": "Rate limited; see Retry-After.",
    "503": "Briefly unavailable (the database cannot be reached); retry after Retry-After.",
}

_WITH_BODY = {"post", "put", "patch"}
_METHODS = {"get", "post", "put", "patch", "delete", "head", "options"}


def _error_response(code: str) -> dict:
    return {
        "description": DESCRIPTIONS.get(code, "Error."),
        "content": {
            "application/json": {"schema": {"$ref": f"#/components/schemas/{ERROR_COMPONENT}"}}
        },
    }


def add_error_responses(result, generator, request, public):
    """drf-spectacular postprocessing hook (SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"])."""
    result.setdefault("components", {}).setdefault("schemas", {})[ERROR_COMPONENT] = ERROR_SCHEMA
    global_security = result.get("security")
    for methods in result.get("paths", {}).values():
        for method, operation in methods.items():
            if method not in _METHODS:
                continue
            responses = operation.setdefault("responses", {})
            universal = ["400", "404", "429", "503"]
            security = operation.get("security", global_security)
            if security and any(requirement for requirement in security):
                universal.append("401")
            if method in _WITH_BODY:
                universal += ["413", "415"]
            for code in universal:
                responses.setdefault(code, _error_response(code))
            for code, response in responses.items():
                if code[:1] in {"4", "5"} and not response.get("content"):
                    response.update(
                        _error_response(code),
                        description=response.get("description") or DESCRIPTIONS.get(code, "Error."),
                    )
    return result
