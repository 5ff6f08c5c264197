/**
 * This file was generated from spec/mock-control.yaml by `npm run generate`.
 * Do not edit it by hand: change the spec and regenerate.
 */

/** The control plane's document, self-contained, as plain data; `src/spec/document.ts` gives it its type. */
export const mockControlDocumentData: unknown = {
  "openapi": "3.1.0",
  "info": {
    "title": "Guest & Reservation mock control plane",
    "version": "1.0.0",
    "summary": "The mock's own knobs under /__mock/; not part of the Guest & Reservation API.",
    "description": "**Not part of the Guest & Reservation contract** (that is `openapi.yaml`, served at\n`/openapi.json`). These are the mock's own knobs under `/__mock/`: reset, snapshots, the\nbusiness date (night audit), scenarios, latency and error injection. A real backend does not\nhave them, and the contract verifier ignores them. With auth tokens configured they need a token\ntoo; `--no-control-plane` removes them. This document is served at `/__mock/openapi.json`.\n",
    "contact": {
      "name": "Guest & Reservation API maintainers",
      "url": "https://github.com/guest-reservation-mock/guest-reservation-mock"
    },
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4010",
      "description": "The mock server started by `npm start` (the served copy names the origin it was fetched from)."
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "Mock control",
      "description": "Reset, snapshots, business date, scenarios, latency and error injection, sessions and the\nrequest journal.\n\nOn the standalone server every request may carry a session key, `X-Mock-Session: <key>` or\nthe cookie `mock-session=<key>` (1 to 64 characters: letters, digits, `.`, `_`, `-`; a bad\nkey is a 400). It selects an isolated hotel, created on first use in the state the server\nstarted with; the control plane and the request journal then act on that session. When the\nmost sessions are live, a request with a new key is answered 503 with `Retry-After`.\n"
    }
  ],
  "paths": {
    "/__mock/openapi.json": {
      "get": {
        "operationId": "mockGetControlDocument",
        "tags": [
          "Mock control"
        ],
        "summary": "This document",
        "description": "The control plane's OpenAPI document, self-contained, with `servers` set to the origin it\nwas fetched from. The API contract itself is served at `/openapi.json`.\n",
        "x-mock-control": true,
        "responses": {
          "200": {
            "description": "The control plane's OpenAPI 3.1 document.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "openapi",
                    "info",
                    "paths"
                  ],
                  "properties": {
                    "openapi": {
                      "type": "string"
                    },
                    "info": {
                      "type": "object"
                    },
                    "paths": {
                      "type": "object"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/__mock/reset": {
      "post": {
        "operationId": "mockReset",
        "tags": [
          "Mock control"
        ],
        "summary": "Reset the mock",
        "description": "Puts the data and the business date back to the exact state at start.",
        "x-mock-control": true,
        "responses": {
          "204": {
            "description": "The mock was reset."
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "507": {
            "$ref": "#/components/responses/NotSaved"
          }
        }
      }
    },
    "/__mock/snapshot": {
      "get": {
        "operationId": "mockExportSnapshot",
        "tags": [
          "Mock control"
        ],
        "summary": "Export a snapshot",
        "description": "The whole database (business date, guests, reservations) as one JSON document.",
        "x-mock-control": true,
        "responses": {
          "200": {
            "description": "The snapshot.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockSnapshot"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "operationId": "mockImportSnapshot",
        "tags": [
          "Mock control"
        ],
        "summary": "Import a snapshot",
        "description": "Replaces all data with a snapshot, after checking it against the schemas and the data\ninvariants (unique ids, emails and confirmation numbers, existing guests, no double-booked\nroom, timestamps that agree with status). An invalid snapshot is a 422 and changes nothing.\nBodies up to 64 MB are accepted here.\n",
        "x-mock-control": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MockSnapshot"
              }
            }
          }
        },
        "responses": {
          "204": {
            "description": "The snapshot was imported."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableContent"
          },
          "507": {
            "$ref": "#/components/responses/NotSaved"
          }
        }
      }
    },
    "/__mock/business-date": {
      "get": {
        "operationId": "mockGetBusinessDate",
        "tags": [
          "Mock control"
        ],
        "summary": "Read the business date",
        "x-mock-control": true,
        "description": "The business date the status filters are evaluated against.",
        "responses": {
          "200": {
            "description": "The business date.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockBusinessDate"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "operationId": "mockSetBusinessDate",
        "tags": [
          "Mock control"
        ],
        "summary": "Set the business date",
        "description": "Moves the business date. Moving it forward runs the night audit: confirmed stays that should\nhave arrived before the new date become `no_show`; overdue in-house stays stay in house.\nA date earlier than the current one is a 422.\n",
        "x-mock-control": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MockBusinessDate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new business date, and how many stays the night audit marked as no-shows.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockBusinessDateChange"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableContent"
          },
          "507": {
            "$ref": "#/components/responses/NotSaved"
          }
        }
      }
    },
    "/__mock/scenario": {
      "get": {
        "operationId": "mockGetScenario",
        "tags": [
          "Mock control"
        ],
        "summary": "Read the scenario",
        "description": "The named data set in use, and the ones available.",
        "x-mock-control": true,
        "responses": {
          "200": {
            "description": "The scenario.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockScenario"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "operationId": "mockUseScenario",
        "tags": [
          "Mock control"
        ],
        "summary": "Switch the scenario",
        "description": "Reseeds the data as the named scenario, relative to the current business date.",
        "x-mock-control": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MockScenarioChoice"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The scenario now in use.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockScenario"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableContent"
          },
          "507": {
            "$ref": "#/components/responses/NotSaved"
          }
        }
      }
    },
    "/__mock/config": {
      "get": {
        "operationId": "mockGetConfig",
        "tags": [
          "Mock control"
        ],
        "summary": "Read latency and error injection",
        "description": "The latency added to every /api response and the share of /api requests answered with an injected 503.",
        "x-mock-control": true,
        "responses": {
          "200": {
            "description": "The configuration.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockConfig"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "put": {
        "operationId": "mockSetConfig",
        "tags": [
          "Mock control"
        ],
        "summary": "Set latency and error injection",
        "description": "Sets the latency (a fixed value when min equals max, otherwise uniform in the range) and the\nchaos error rate (0 to 1). Fields left out keep their value. Per request, `Prefer: delay=800`\nand `Prefer: code=503` (or the query parameters `__delay` and `__code`) override them.\n",
        "x-mock-control": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MockConfigChange"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The configuration now in use.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockConfig"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "422": {
            "$ref": "#/components/responses/UnprocessableContent"
          }
        }
      }
    },
    "/__mock/requests": {
      "get": {
        "operationId": "mockListRequests",
        "tags": [
          "Mock control"
        ],
        "summary": "Read the request journal",
        "description": "The requests this session answered under `/api`, oldest first: time, method, path, query,\nthe headers a test asserts on, the parsed JSON body, status and operationId. The journal\nkeeps the last N requests (1000 unless configured); a reset empties it. Every filter given\nmust match.\n",
        "x-mock-control": true,
        "parameters": [
          {
            "name": "operationId",
            "in": "query",
            "description": "Only requests answered by this operation, e.g. `createGuest`.",
            "schema": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9]{0,63}$"
            }
          },
          {
            "name": "method",
            "in": "query",
            "description": "Only requests with this method (case-insensitive).",
            "schema": {
              "type": "string",
              "pattern": "^[A-Za-z]{1,10}$"
            }
          },
          {
            "name": "path",
            "in": "query",
            "description": "Only requests to this path; `*` stands for any run of characters, e.g. `/api/guests/*`.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 500
            }
          },
          {
            "name": "status",
            "in": "query",
            "description": "Only requests answered with this status.",
            "schema": {
              "type": "integer",
              "minimum": 100,
              "maximum": 599
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The matching entries of the journal.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockJournal"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "delete": {
        "operationId": "mockClearRequests",
        "tags": [
          "Mock control"
        ],
        "summary": "Empty the request journal",
        "description": "Forgets every request this session's journal holds.",
        "x-mock-control": true,
        "responses": {
          "204": {
            "description": "The journal is empty."
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/__mock/sessions": {
      "get": {
        "operationId": "mockListSessions",
        "tags": [
          "Mock control"
        ],
        "summary": "List the live sessions",
        "description": "The sessions live on this server (selected by `X-Mock-Session: <key>` or the cookie\n`mock-session=<key>`), with the limits that apply. The default session, used by requests\nwithout a key, is not listed. Runtimes without sessions (msw in a browser or a test process)\nanswer `enabled: false`.\n",
        "x-mock-control": true,
        "responses": {
          "200": {
            "description": "The live sessions.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MockSessions"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/__mock/session": {
      "delete": {
        "operationId": "mockEndSession",
        "tags": [
          "Mock control"
        ],
        "summary": "End the caller's session",
        "description": "Ends the session named by the request's `X-Mock-Session` header or `mock-session` cookie now,\nfreeing its memory; a later request with the same key starts it afresh. Ending a session that\nis not live is a no-op. Without a key it is a 400: the default session never ends.\n",
        "x-mock-control": true,
        "responses": {
          "204": {
            "description": "The session is ended."
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "The bearer token the API takes. Anonymous calls work unless the mock was started with auth tokens."
      }
    },
    "schemas": {
      "Address": {
        "type": "object",
        "description": "A postal address.",
        "additionalProperties": false,
        "required": [
          "line1",
          "city",
          "countryCode"
        ],
        "properties": {
          "line1": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "line2": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "postalCode": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 20
          },
          "region": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "countryCode": {
            "$ref": "#/components/schemas/CountryCode"
          }
        }
      },
      "CountryCode": {
        "type": "string",
        "pattern": "^[A-Z]{2}$",
        "description": "An ISO 3166-1 alpha-2 country code.",
        "examples": [
          "GB"
        ]
      },
      "Guest": {
        "type": "object",
        "description": "A guest profile.",
        "additionalProperties": false,
        "required": [
          "id",
          "firstName",
          "lastName",
          "title",
          "email",
          "phone",
          "address",
          "nationality",
          "dateOfBirth",
          "language",
          "loyalty",
          "vip",
          "preferences",
          "notes",
          "marketingOptIn",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid",
            "readOnly": true
          },
          "firstName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "lastName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "title": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "mr",
              "ms",
              "mrs",
              "mx",
              "dr",
              "prof",
              null
            ]
          },
          "email": {
            "type": [
              "string",
              "null"
            ],
            "format": "email",
            "maxLength": 254
          },
          "phone": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^\\+[1-9][0-9]{6,14}$"
          },
          "address": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Address"
              },
              {
                "type": "null"
              }
            ]
          },
          "nationality": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/CountryCode"
              },
              {
                "type": "null"
              }
            ]
          },
          "dateOfBirth": {
            "type": [
              "string",
              "null"
            ],
            "format": "date"
          },
          "language": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"
          },
          "loyalty": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Loyalty"
              },
              {
                "type": "null"
              }
            ]
          },
          "vip": {
            "type": "boolean"
          },
          "preferences": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 50
            }
          },
          "notes": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2000
          },
          "marketingOptIn": {
            "type": "boolean"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "readOnly": true
          }
        }
      },
      "Latency": {
        "type": "object",
        "description": "Milliseconds added to each response; fixed when min equals max.",
        "additionalProperties": false,
        "required": [
          "min",
          "max"
        ],
        "properties": {
          "min": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60000
          },
          "max": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60000
          }
        }
      },
      "Loyalty": {
        "type": "object",
        "description": "Membership of a loyalty programme.",
        "additionalProperties": false,
        "required": [
          "program",
          "number",
          "tier"
        ],
        "properties": {
          "program": {
            "type": "string",
            "minLength": 1,
            "maxLength": 50,
            "examples": [
              "Stayful Rewards"
            ]
          },
          "number": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "examples": [
              "GLD00000001"
            ]
          },
          "tier": {
            "type": "string",
            "enum": [
              "member",
              "silver",
              "gold",
              "platinum"
            ]
          }
        }
      },
      "MockBusinessDate": {
        "type": "object",
        "description": "The mock's business date.",
        "additionalProperties": false,
        "required": [
          "businessDate"
        ],
        "properties": {
          "businessDate": {
            "type": "string",
            "format": "date",
            "examples": [
              "2026-11-22"
            ]
          }
        }
      },
      "MockBusinessDateChange": {
        "type": "object",
        "description": "The result of moving the business date.",
        "additionalProperties": false,
        "required": [
          "businessDate",
          "noShows"
        ],
        "properties": {
          "businessDate": {
            "type": "string",
            "format": "date"
          },
          "noShows": {
            "type": "integer",
            "minimum": 0,
            "description": "How many confirmed stays the night audit marked as no-shows."
          }
        }
      },
      "MockConfig": {
        "type": "object",
        "description": "Latency and chaos settings of the mock.",
        "additionalProperties": false,
        "required": [
          "latency",
          "errorRate"
        ],
        "properties": {
          "latency": {
            "$ref": "#/components/schemas/Latency"
          },
          "errorRate": {
            "type": "number",
            "minimum": 0,
            "maximum": 1
          }
        }
      },
      "MockConfigChange": {
        "type": "object",
        "description": "Latency and chaos settings to change; fields left out keep their value.",
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "latency": {
            "$ref": "#/components/schemas/Latency"
          },
          "errorRate": {
            "type": "number",
            "minimum": 0,
            "maximum": 1
          }
        }
      },
      "MockJournal": {
        "type": "object",
        "description": "Entries of a session's request journal, oldest first.",
        "additionalProperties": false,
        "required": [
          "data",
          "capacity"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MockJournalEntry"
            }
          },
          "capacity": {
            "type": "integer",
            "minimum": 0,
            "description": "How many requests the journal keeps; older ones are dropped."
          }
        }
      },
      "MockJournalEntry": {
        "type": "object",
        "description": "One request the mock answered under `/api`.",
        "additionalProperties": false,
        "required": [
          "seq",
          "time",
          "session",
          "method",
          "path",
          "query",
          "headers",
          "status",
          "operationId",
          "accepted"
        ],
        "properties": {
          "seq": {
            "type": "integer",
            "minimum": 1,
            "description": "Position in the journal; later requests have higher numbers."
          },
          "time": {
            "type": "string",
            "format": "date-time"
          },
          "session": {
            "type": [
              "string",
              "null"
            ],
            "description": "The session key, or null for the default session."
          },
          "method": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "query": {
            "type": "object",
            "additionalProperties": {
              "anyOf": [
                {
                  "type": "string"
                },
                {
                  "type": "array",
                  "items": {
                    "type": "string"
                  }
                }
              ]
            }
          },
          "headers": {
            "type": "object",
            "description": "The request headers a test asserts on, names in lower case.",
            "additionalProperties": {
              "type": "string"
            }
          },
          "status": {
            "type": "integer"
          },
          "operationId": {
            "type": [
              "string",
              "null"
            ],
            "description": "The operation that answered, or null for a path no operation matches."
          },
          "accepted": {
            "type": "boolean",
            "description": "True for a 2xx answer, whose body matched the operation's input schema."
          },
          "body": {
            "description": "The JSON body as sent, parsed; absent when there was none, it was not JSON, or it was nested too deeply (see bodyText)."
          },
          "bodyText": {
            "type": "string",
            "description": "The body text when it was not JSON (or JSON nested more than 256 arrays and objects deep), or a note of its size when it was too large to keep."
          }
        }
      },
      "MockScenario": {
        "type": "object",
        "description": "The scenario in use.",
        "additionalProperties": false,
        "required": [
          "name",
          "available"
        ],
        "properties": {
          "name": {
            "type": "string",
            "enum": [
              "default",
              "empty",
              "sold-out",
              "small"
            ]
          },
          "available": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "MockScenarioChoice": {
        "type": "object",
        "description": "A scenario to switch to.",
        "additionalProperties": false,
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "enum": [
              "default",
              "empty",
              "sold-out",
              "small"
            ]
          }
        }
      },
      "MockSession": {
        "type": "object",
        "description": "One live session.",
        "additionalProperties": false,
        "required": [
          "key",
          "createdAt",
          "lastUsedAt",
          "expiresAt",
          "businessDate",
          "scenario",
          "journalSize",
          "ownsHotel"
        ],
        "properties": {
          "key": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "lastUsedAt": {
            "type": "string",
            "format": "date-time"
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time"
          },
          "businessDate": {
            "type": "string",
            "format": "date"
          },
          "scenario": {
            "type": "string"
          },
          "journalSize": {
            "type": "integer",
            "minimum": 0
          },
          "ownsHotel": {
            "type": "boolean",
            "description": "Whether the session holds a hotel of its own. A session reads one shared copy of the start state until a request may change its data or business date; that request gives it its own copy (copy-on-write), and a reset hands the copy back."
          }
        }
      },
      "MockSessions": {
        "type": "object",
        "description": "The live sessions of a server and its limits.",
        "additionalProperties": false,
        "required": [
          "enabled",
          "maxSessions",
          "idleTimeoutSeconds",
          "data"
        ],
        "properties": {
          "enabled": {
            "type": "boolean"
          },
          "maxSessions": {
            "type": "integer",
            "minimum": 0
          },
          "idleTimeoutSeconds": {
            "type": "integer",
            "minimum": 0
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MockSession"
            }
          }
        }
      },
      "MockSnapshot": {
        "type": "object",
        "description": "The whole database of the mock.",
        "additionalProperties": false,
        "required": [
          "format",
          "businessDate",
          "guests",
          "reservations"
        ],
        "properties": {
          "format": {
            "type": "string",
            "const": "guest-reservation-mock/snapshot@1"
          },
          "businessDate": {
            "type": "string",
            "format": "date"
          },
          "guests": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Guest"
            }
          },
          "reservations": {
            "type": "array",
            "description": "Reservations as stored, without an embedded `guest`.",
            "items": {
              "$ref": "#/components/schemas/Reservation"
            }
          }
        }
      },
      "Money": {
        "type": "object",
        "description": "An amount of money.",
        "additionalProperties": false,
        "required": [
          "amount",
          "currency"
        ],
        "properties": {
          "amount": {
            "type": "number",
            "minimum": 0,
            "description": "At most two decimals (cents)."
          },
          "currency": {
            "type": "string",
            "pattern": "^[A-Z]{3}$",
            "description": "ISO 4217."
          }
        }
      },
      "Problem": {
        "type": "object",
        "description": "An RFC 9457 problem details document.",
        "required": [
          "type",
          "title",
          "status",
          "detail"
        ],
        "properties": {
          "type": {
            "type": "string",
            "format": "uri-reference",
            "description": "Identifies the kind of problem."
          },
          "title": {
            "type": "string",
            "minLength": 1
          },
          "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599
          },
          "detail": {
            "type": "string",
            "minLength": 1
          },
          "instance": {
            "type": "string",
            "format": "uri-reference"
          },
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ProblemDetail"
            }
          }
        }
      },
      "ProblemDetail": {
        "type": "object",
        "description": "One violation in a validation problem.",
        "additionalProperties": false,
        "required": [
          "location",
          "pointer",
          "message"
        ],
        "properties": {
          "location": {
            "type": "string",
            "enum": [
              "body",
              "query",
              "path",
              "header"
            ]
          },
          "pointer": {
            "type": "string",
            "description": "A JSON Pointer (RFC 6901) to the offending value, relative to its location.",
            "examples": [
              "/address/countryCode"
            ]
          },
          "message": {
            "type": "string",
            "minLength": 1
          }
        }
      },
      "Reservation": {
        "type": "object",
        "description": "A stay. The departure date is exclusive (nights = departureDate - arrivalDate).\n`guest` is present only when the request asked for `include=guest`.\n",
        "additionalProperties": false,
        "required": [
          "id",
          "confirmationNumber",
          "guestId",
          "status",
          "arrivalDate",
          "departureDate",
          "roomType",
          "roomNumber",
          "adults",
          "children",
          "ratePlanCode",
          "totalAmount",
          "channel",
          "specialRequests",
          "checkedInAt",
          "checkedOutAt",
          "cancelledAt",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "format": "uuid"
          },
          "confirmationNumber": {
            "type": "string",
            "pattern": "^[A-Z0-9]{8}$"
          },
          "guestId": {
            "type": "string",
            "format": "uuid"
          },
          "status": {
            "type": "string",
            "enum": [
              "confirmed",
              "in_house",
              "checked_out",
              "cancelled",
              "no_show"
            ]
          },
          "arrivalDate": {
            "type": "string",
            "format": "date"
          },
          "departureDate": {
            "type": "string",
            "format": "date"
          },
          "roomType": {
            "type": "string",
            "enum": [
              "standard_queen",
              "standard_twin",
              "deluxe_king",
              "junior_suite",
              "executive_suite"
            ]
          },
          "roomNumber": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[0-9]{3,5}$",
            "description": "Assigned room; always set for in_house and checked_out stays."
          },
          "adults": {
            "type": "integer",
            "minimum": 1,
            "maximum": 4
          },
          "children": {
            "type": "integer",
            "minimum": 0,
            "maximum": 4
          },
          "ratePlanCode": {
            "type": "string",
            "minLength": 1,
            "maxLength": 10,
            "examples": [
              "BAR"
            ]
          },
          "totalAmount": {
            "$ref": "#/components/schemas/Money"
          },
          "channel": {
            "type": "string",
            "enum": [
              "direct",
              "website",
              "phone",
              "walk_in",
              "booking_com",
              "expedia",
              "gds"
            ]
          },
          "specialRequests": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 2000
          },
          "checkedInAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "checkedOutAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "cancelledAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "guest": {
            "$ref": "#/components/schemas/Guest"
          }
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "Malformed JSON, or a query or path parameter that breaks its schema.",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "invalidParameters": {
                "summary": "Bad query parameters",
                "value": {
                  "type": "/problems/invalid-parameters",
                  "title": "Invalid request parameters",
                  "status": 400,
                  "detail": "2 request parameters are invalid.",
                  "errors": [
                    {
                      "location": "query",
                      "pointer": "/pageSize",
                      "message": "must be <= 100"
                    },
                    {
                      "location": "query",
                      "pointer": "/status",
                      "message": "must be one of: arrivals, departures, in_house, upcoming"
                    }
                  ]
                }
              }
            }
          }
        }
      },
      "NotSaved": {
        "description": "The mock persists its data (`--data FILE --persist`) and the change could not be saved\n(disk full, read-only file system, no permission). Nothing was changed, in memory or on\ndisk; the detail says why. Only a mock started with persistence answers it.\n",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "diskFull": {
                "value": {
                  "type": "/problems/not-saved",
                  "title": "The change could not be saved",
                  "status": 507,
                  "detail": "The change could not be saved to hotel.json: the disk is full (ENOSPC). Nothing was changed, in memory or on disk; fix the cause and send the request again."
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is larger than 1 MB.",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "tooLarge": {
                "value": {
                  "type": "/problems/payload-too-large",
                  "title": "Payload too large",
                  "status": 413,
                  "detail": "The request body is 2097152 bytes; the limit is 1048576 bytes."
                }
              }
            }
          }
        }
      },
      "Unauthorized": {
        "description": "The bearer token is missing or not accepted.",
        "headers": {
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WWWAuthenticate"
          }
        },
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "missingToken": {
                "value": {
                  "type": "/problems/unauthorized",
                  "title": "Unauthorized",
                  "status": 401,
                  "detail": "This API needs an Authorization: Bearer <token> header."
                }
              }
            }
          }
        }
      },
      "UnprocessableContent": {
        "description": "The body is JSON but breaks the schema; every violation is listed.",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "invalidGuest": {
                "value": {
                  "type": "/problems/validation-error",
                  "title": "The request body is invalid",
                  "status": 422,
                  "detail": "2 fields of the request body are invalid.",
                  "errors": [
                    {
                      "location": "body",
                      "pointer": "/firstName",
                      "message": "is required"
                    },
                    {
                      "location": "body",
                      "pointer": "/email",
                      "message": "must be a valid email address"
                    }
                  ]
                }
              }
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The request body is not `application/json`.",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "notJson": {
                "value": {
                  "type": "/problems/unsupported-media-type",
                  "title": "Unsupported media type",
                  "status": 415,
                  "detail": "The body must be application/json, not text/plain."
                }
              }
            }
          }
        }
      }
    },
    "headers": {
      "WWWAuthenticate": {
        "description": "The authentication scheme the API expects.",
        "required": true,
        "schema": {
          "type": "string"
        },
        "example": "Bearer realm=\"guest-reservation-api\""
      }
    }
  }
}
