/**
 * This file was generated from spec/openapi.yaml by `npm run generate`.
 * Do not edit it by hand: change the spec and regenerate.
 */

/** The API contract as plain data; `src/spec/document.ts` gives it its type. */
export const openApiDocumentData: unknown = {
  "openapi": "3.1.0",
  "info": {
    "title": "Guest & Reservation API",
    "version": "1.0.0",
    "summary": "Guests and reservations of a hotel property-management system.",
    "description": "The Guest and Reservation Service of a hotel property-management system (PMS).\n\n* **Guests** can be listed, searched, read, created and replaced (PUT is a full replacement).\n* **Reservations** can be listed (optionally filtered by front-desk status relative to the\n  hotel's business date) and read.\n\n## The business date\nA hotel runs on a business date B, moved forward by the night audit. The `status` filter of\nList Reservations is evaluated against B, not against the wall clock:\n\n| status       | meaning                                              | order                              |\n|--------------|------------------------------------------------------|------------------------------------|\n| `arrivals`   | arrivalDate == B and status == confirmed             | lastName, firstName                |\n| `departures` | departureDate == B and status == in_house            | roomNumber                         |\n| `in_house`   | status == in_house (due-outs included)               | roomNumber                         |\n| `upcoming`   | arrivalDate > B and status == confirmed              | arrivalDate, then confirmationNumber |\n| (absent)     | all reservations                                     | arrivalDate descending, then confirmationNumber descending |\n\n## Paging\nLists and search are paged with `page` (1-based) and `pageSize` (at most 100). The body is a page\nenvelope; `X-Total-Count` carries the total and `Link` (RFC 8288) the first, prev, next and last\npages. A page past the end is a 200 with empty `data`.\n\n## Errors\nEvery error is an RFC 9457 `application/problem+json` document. Validation problems list every\nviolation in `errors`, each with its `location` (body, query, path or header), a JSON `pointer`\nand a `message`. A wrong method on a known path is 405 with an `Allow` header; an unknown route\nis 404.\n",
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
      "description": "The mock server started by `npm start`."
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "Guests",
      "description": "Hotel guests (guest profiles)."
    },
    {
      "name": "Reservations",
      "description": "Stays booked at the hotel, with their front-desk status."
    }
  ],
  "paths": {
    "/api/guests": {
      "get": {
        "operationId": "listGuests",
        "tags": [
          "Guests"
        ],
        "summary": "List guests",
        "description": "Returns a page of guests, ordered by lastName, firstName, id unless `sort` says otherwise.\nNames are compared ignoring case and accents, code point by code point, so the order is\nthe same on every platform.\n",
        "parameters": [
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          },
          {
            "$ref": "#/components/parameters/GuestSort"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/GuestPage"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      },
      "post": {
        "operationId": "createGuest",
        "tags": [
          "Guests"
        ],
        "summary": "Create a guest",
        "description": "Creates a guest profile from a `GuestInput`. Answers 201 with the new guest and its\n`Location`. An email already used by another guest (compared case-insensitively) is a 409.\n",
        "requestBody": {
          "$ref": "#/components/requestBodies/GuestInput"
        },
        "responses": {
          "201": {
            "description": "The guest was created.",
            "headers": {
              "Location": {
                "$ref": "#/components/headers/Location"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Guest"
                },
                "examples": {
                  "created": {
                    "$ref": "#/components/examples/Guest"
                  }
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
          "409": {
            "$ref": "#/components/responses/Conflict"
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
    "/api/guests/search": {
      "get": {
        "operationId": "searchGuests",
        "tags": [
          "Guests"
        ],
        "summary": "Search guests",
        "description": "Finds guests by one or more criteria, combined with AND. At least one criterion is required.\nResults are paged and ordered like List Guests (lastName, firstName, id).\n",
        "parameters": [
          {
            "name": "q",
            "in": "query",
            "description": "Substring of the first, last or full name, email, phone or loyalty number, ignoring case\nand accents: both sides compare under the names' collation (List Guests' `sort`), so `muller`\nfinds Müller and `Müller` finds Muller.\n",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "example": "lovelace"
          },
          {
            "name": "email",
            "in": "query",
            "description": "Exact email address, compared case-insensitively.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 254
            },
            "example": "ada.lovelace@fixtures.example.com"
          },
          {
            "name": "phone",
            "in": "query",
            "description": "A phone number; only its digits are compared, so `+44 20 7946 0958` finds `+442079460958`.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 32,
              "pattern": "[0-9]"
            },
            "example": "+44 7700 900001"
          },
          {
            "name": "lastName",
            "in": "query",
            "description": "Prefix of the last name, ignoring case and accents (the names' collation of List Guests' `sort`).",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100
            },
            "example": "Lov"
          },
          {
            "name": "loyaltyNumber",
            "in": "query",
            "description": "Exact loyalty programme number.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 32
            },
            "example": "GLD00000001"
          },
          {
            "name": "vip",
            "in": "query",
            "description": "Only VIP guests (`true`) or only non-VIP guests (`false`).",
            "schema": {
              "type": "boolean"
            },
            "example": true
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/GuestPage"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/api/guests/{id}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/GuestId"
        }
      ],
      "get": {
        "operationId": "getGuest",
        "tags": [
          "Guests"
        ],
        "summary": "Get a guest",
        "description": "Returns one guest. A malformed id is a 400; a well-formed id that does not exist is a 404.",
        "responses": {
          "200": {
            "description": "The guest.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Guest"
                },
                "examples": {
                  "guest": {
                    "$ref": "#/components/examples/Guest"
                  }
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
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      },
      "put": {
        "operationId": "updateGuest",
        "tags": [
          "Guests"
        ],
        "summary": "Replace a guest",
        "description": "Replaces the whole guest profile (this is not a PATCH): an optional field left out becomes\nnull, or its default (`vip` and `marketingOptIn` false, `preferences` empty). `id` and\n`createdAt` never change; `updatedAt` moves forward. Read-only fields in the body are a 422.\nAn unknown id is a 404 (there is no upsert).\n",
        "requestBody": {
          "$ref": "#/components/requestBodies/GuestInput"
        },
        "responses": {
          "200": {
            "description": "The guest after the replacement.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Guest"
                },
                "examples": {
                  "replaced": {
                    "$ref": "#/components/examples/Guest"
                  }
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
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/Conflict"
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
    "/api/reservations": {
      "get": {
        "operationId": "listReservations",
        "tags": [
          "Reservations"
        ],
        "summary": "List reservations",
        "description": "Returns a page of reservations. `status` selects a front-desk list evaluated against the\nbusiness date (see the API description); cancelled and no-show stays never appear in those\nlists. `guestId` restricts the list to one guest's stays; `include=guest` embeds each\nreservation's guest under `guest`.\n",
        "parameters": [
          {
            "name": "status",
            "in": "query",
            "description": "A front-desk list relative to the business date.",
            "schema": {
              "type": "string",
              "enum": [
                "arrivals",
                "departures",
                "in_house",
                "upcoming"
              ]
            },
            "example": "arrivals"
          },
          {
            "name": "guestId",
            "in": "query",
            "description": "Only the stays whose primary guest is this guest (its id's hex digits in either case, RFC 9562).",
            "schema": {
              "type": "string",
              "format": "uuid"
            },
            "example": "a0000000-0000-4000-8000-000000000001"
          },
          {
            "$ref": "#/components/parameters/Include"
          },
          {
            "$ref": "#/components/parameters/Page"
          },
          {
            "$ref": "#/components/parameters/PageSize"
          }
        ],
        "responses": {
          "200": {
            "description": "A page of reservations.",
            "headers": {
              "X-Total-Count": {
                "$ref": "#/components/headers/XTotalCount"
              },
              "Link": {
                "$ref": "#/components/headers/Link"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ReservationPage"
                },
                "examples": {
                  "arrivals": {
                    "summary": "Today's arrivals",
                    "value": {
                      "data": [
                        {
                          "id": "b0000000-0000-4000-8000-000000000001",
                          "confirmationNumber": "ADA00001",
                          "guestId": "a0000000-0000-4000-8000-000000000001",
                          "status": "confirmed",
                          "arrivalDate": "2026-11-22",
                          "departureDate": "2026-11-25",
                          "roomType": "deluxe_king",
                          "roomNumber": "512",
                          "adults": 2,
                          "children": 0,
                          "ratePlanCode": "BB",
                          "totalAmount": {
                            "amount": 567,
                            "currency": "EUR"
                          },
                          "channel": "website",
                          "specialRequests": "Extra pillows, please.",
                          "checkedInAt": null,
                          "checkedOutAt": null,
                          "cancelledAt": null,
                          "createdAt": "2026-10-30T14:05:00Z",
                          "updatedAt": "2026-10-30T14:05:00Z"
                        }
                      ],
                      "page": 1,
                      "pageSize": 20,
                      "totalCount": 1,
                      "totalPages": 1
                    }
                  }
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
      }
    },
    "/api/reservations/{id}": {
      "parameters": [
        {
          "name": "id",
          "in": "path",
          "required": true,
          "description": "The reservation's id (its hex digits in either case, RFC 9562).",
          "schema": {
            "type": "string",
            "format": "uuid"
          },
          "example": "b0000000-0000-4000-8000-000000000001"
        }
      ],
      "get": {
        "operationId": "getReservation",
        "tags": [
          "Reservations"
        ],
        "summary": "Get a reservation",
        "description": "Returns one reservation; `include=guest` embeds its guest under `guest`.",
        "parameters": [
          {
            "$ref": "#/components/parameters/Include"
          }
        ],
        "responses": {
          "200": {
            "description": "The reservation.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Reservation"
                },
                "examples": {
                  "reservation": {
                    "$ref": "#/components/examples/Reservation"
                  }
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
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    }
  },
  "components": {
    "examples": {
      "GuestInput": {
        "summary": "A returning business traveller",
        "value": {
          "firstName": "Anna",
          "lastName": "Schmidt",
          "title": "ms",
          "email": "anna.schmidt@example.com",
          "phone": "+4915123456789",
          "address": {
            "line1": "Friedrichstraße 123",
            "city": "Berlin",
            "postalCode": "10117",
            "countryCode": "DE"
          },
          "nationality": "DE",
          "dateOfBirth": "1986-04-12",
          "language": "de-DE",
          "loyalty": {
            "program": "Stayful Rewards",
            "number": "GLD48213377",
            "tier": "gold"
          },
          "vip": false,
          "preferences": [
            "high-floor",
            "quiet-room"
          ],
          "notes": "Prefers a late check-out.",
          "marketingOptIn": true
        }
      },
      "Guest": {
        "summary": "A guest profile",
        "value": {
          "id": "a0000000-0000-4000-8000-000000000001",
          "firstName": "Ada",
          "lastName": "Lovelace",
          "title": "ms",
          "email": "ada.lovelace@fixtures.example.com",
          "phone": "+4915123456789",
          "address": {
            "line1": "Friedrichstraße 123",
            "line2": null,
            "city": "Berlin",
            "postalCode": "10117",
            "region": null,
            "countryCode": "DE"
          },
          "nationality": "DE",
          "dateOfBirth": "1986-04-12",
          "language": "de-DE",
          "loyalty": {
            "program": "Stayful Rewards",
            "number": "GLD00000001",
            "tier": "gold"
          },
          "vip": false,
          "preferences": [
            "high-floor",
            "quiet-room"
          ],
          "notes": "Prefers a late check-out.",
          "marketingOptIn": true,
          "createdAt": "2025-03-14T09:12:44Z",
          "updatedAt": "2026-10-02T17:40:03Z"
        }
      },
      "Reservation": {
        "summary": "An arrival on the business date",
        "value": {
          "id": "b0000000-0000-4000-8000-000000000001",
          "confirmationNumber": "ADA00001",
          "guestId": "a0000000-0000-4000-8000-000000000001",
          "status": "confirmed",
          "arrivalDate": "2026-11-22",
          "departureDate": "2026-11-25",
          "roomType": "deluxe_king",
          "roomNumber": "512",
          "adults": 2,
          "children": 0,
          "ratePlanCode": "BB",
          "totalAmount": {
            "amount": 567,
            "currency": "EUR"
          },
          "channel": "website",
          "specialRequests": "Extra pillows, please.",
          "checkedInAt": null,
          "checkedOutAt": null,
          "cancelledAt": null,
          "createdAt": "2026-10-30T14:05:00Z",
          "updatedAt": "2026-10-30T14:05:00Z"
        }
      }
    },
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "A bearer token. The mock accepts anonymous calls unless it was started with auth tokens."
      }
    },
    "parameters": {
      "Page": {
        "name": "page",
        "in": "query",
        "description": "The 1-based page number. A page past the end is empty.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000000,
          "default": 1
        },
        "example": 1
      },
      "PageSize": {
        "name": "pageSize",
        "in": "query",
        "description": "How many items a page holds.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 20
        },
        "example": 20
      },
      "GuestSort": {
        "name": "sort",
        "in": "query",
        "description": "Sort key; a leading `-` sorts descending. Ties are broken by the other name (`lastName`\nsorts by lastName, firstName, id; `firstName` by firstName, lastName, id), else by id\n(`createdAt`, `updatedAt`). Names use one collation: decomposed (NFD), every combining mark (`\\p{M}`) removed,\nlower-cased with the locale-independent Unicode mapping, the letters whose accent is no\ncombining mark folded (ł ø đ ħ to l o d h, æ œ ß to ae oe ss), recomposed (NFC), then compared\ncode point by code point.\n",
        "schema": {
          "type": "string",
          "enum": [
            "lastName",
            "-lastName",
            "firstName",
            "-firstName",
            "createdAt",
            "-createdAt",
            "updatedAt",
            "-updatedAt"
          ]
        },
        "example": "-createdAt"
      },
      "GuestId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The guest's id (its hex digits in either case, RFC 9562).",
        "schema": {
          "type": "string",
          "format": "uuid"
        },
        "example": "a0000000-0000-4000-8000-000000000001"
      },
      "Include": {
        "name": "include",
        "in": "query",
        "description": "Embed related resources; `guest` embeds the primary guest.",
        "schema": {
          "type": "string",
          "enum": [
            "guest"
          ]
        },
        "example": "guest"
      }
    },
    "headers": {
      "Location": {
        "description": "The URL of the created resource.",
        "required": true,
        "schema": {
          "type": "string",
          "format": "uri-reference"
        },
        "example": "/api/guests/a0000000-0000-4000-8000-000000000001"
      },
      "XTotalCount": {
        "description": "How many items the whole list holds.",
        "required": true,
        "schema": {
          "type": "integer",
          "minimum": 0
        },
        "example": 512
      },
      "Link": {
        "description": "RFC 8288 links to the first, prev, next and last pages. Each repeats the request's declared query parameters; when together they would pass 8 KiB (search criteria of hundreds of non-ASCII characters), last, first and then prev are left out, so that clients' header limits hold.",
        "required": true,
        "schema": {
          "type": "string"
        },
        "example": "</api/guests?page=1&pageSize=20>; rel=\"first\", </api/guests?page=2&pageSize=20>; rel=\"next\", </api/guests?page=26&pageSize=20>; rel=\"last\""
      },
      "WWWAuthenticate": {
        "description": "The authentication scheme the API expects.",
        "required": true,
        "schema": {
          "type": "string"
        },
        "example": "Bearer realm=\"guest-reservation-api\""
      }
    },
    "requestBodies": {
      "GuestInput": {
        "required": true,
        "description": "Every writable field of a guest. Fields left out become null or their default.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/GuestInput"
            },
            "examples": {
              "guest": {
                "$ref": "#/components/examples/GuestInput"
              }
            }
          }
        }
      }
    },
    "responses": {
      "GuestPage": {
        "description": "A page of guests.",
        "headers": {
          "X-Total-Count": {
            "$ref": "#/components/headers/XTotalCount"
          },
          "Link": {
            "$ref": "#/components/headers/Link"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/GuestPage"
            },
            "examples": {
              "page": {
                "summary": "The first page",
                "value": {
                  "data": [
                    {
                      "id": "a0000000-0000-4000-8000-000000000001",
                      "firstName": "Ada",
                      "lastName": "Lovelace",
                      "title": "ms",
                      "email": "ada.lovelace@fixtures.example.com",
                      "phone": "+4915123456789",
                      "address": {
                        "line1": "Friedrichstraße 123",
                        "line2": null,
                        "city": "Berlin",
                        "postalCode": "10117",
                        "region": null,
                        "countryCode": "DE"
                      },
                      "nationality": "DE",
                      "dateOfBirth": "1986-04-12",
                      "language": "de-DE",
                      "loyalty": {
                        "program": "Stayful Rewards",
                        "number": "GLD00000001",
                        "tier": "gold"
                      },
                      "vip": false,
                      "preferences": [
                        "high-floor",
                        "quiet-room"
                      ],
                      "notes": "Prefers a late check-out.",
                      "marketingOptIn": true,
                      "createdAt": "2025-03-14T09:12:44Z",
                      "updatedAt": "2026-10-02T17:40:03Z"
                    }
                  ],
                  "page": 1,
                  "pageSize": 20,
                  "totalCount": 1,
                  "totalPages": 1
                }
              }
            }
          }
        }
      },
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
      "NotFound": {
        "description": "No resource has this id.",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "unknownGuest": {
                "value": {
                  "type": "/problems/not-found",
                  "title": "Not found",
                  "status": 404,
                  "detail": "No guest has the id 00000000-0000-4000-8000-000000000000."
                }
              }
            }
          }
        }
      },
      "Conflict": {
        "description": "Another guest already uses this email (compared case-insensitively).",
        "content": {
          "application/problem+json": {
            "schema": {
              "$ref": "#/components/schemas/Problem"
            },
            "examples": {
              "duplicateEmail": {
                "value": {
                  "type": "/problems/duplicate-email",
                  "title": "Email already in use",
                  "status": 409,
                  "detail": "Another guest already uses the email ada.lovelace@fixtures.example.com.",
                  "errors": [
                    {
                      "location": "body",
                      "pointer": "/email",
                      "message": "is already used by another guest"
                    }
                  ]
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
      }
    },
    "schemas": {
      "CountryCode": {
        "type": "string",
        "pattern": "^[A-Z]{2}$",
        "description": "An ISO 3166-1 alpha-2 country code.",
        "examples": [
          "GB"
        ]
      },
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
      "GuestInput": {
        "type": "object",
        "description": "Every writable field of a guest. Only `firstName` and `lastName` are required; an optional\nfield left out becomes null, `vip` and `marketingOptIn` become false and `preferences`\nbecomes empty. Read-only fields (`id`, `createdAt`, `updatedAt`) are rejected. Values are\nstored as sent: an email keeps its case (it is compared without it), a name its Unicode form.\n",
        "additionalProperties": false,
        "required": [
          "firstName",
          "lastName"
        ],
        "properties": {
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
            "pattern": "^\\+[1-9][0-9]{6,14}$",
            "description": "E.164."
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
            "format": "date",
            "description": "Must be before the business date."
          },
          "language": {
            "type": [
              "string",
              "null"
            ],
            "pattern": "^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$",
            "description": "A BCP 47 language tag."
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
            "type": "boolean",
            "description": "Defaults to false when left out."
          },
          "preferences": {
            "type": "array",
            "description": "Defaults to an empty list when left out.",
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
            "maxLength": 2000,
            "description": "Internal notes."
          },
          "marketingOptIn": {
            "type": "boolean",
            "description": "Defaults to false when left out."
          }
        }
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
      },
      "PageInfo": {
        "type": "object",
        "description": "The paging fields of a page envelope.",
        "required": [
          "page",
          "pageSize",
          "totalCount",
          "totalPages"
        ],
        "properties": {
          "page": {
            "type": "integer",
            "minimum": 1
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100
          },
          "totalCount": {
            "type": "integer",
            "minimum": 0
          },
          "totalPages": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "GuestPage": {
        "description": "A page of guests.",
        "allOf": [
          {
            "$ref": "#/components/schemas/PageInfo"
          },
          {
            "type": "object",
            "required": [
              "data"
            ],
            "properties": {
              "data": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Guest"
                }
              }
            }
          }
        ],
        "unevaluatedProperties": false
      },
      "ReservationPage": {
        "description": "A page of reservations.",
        "allOf": [
          {
            "$ref": "#/components/schemas/PageInfo"
          },
          {
            "type": "object",
            "required": [
              "data"
            ],
            "properties": {
              "data": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Reservation"
                }
              }
            }
          }
        ],
        "unevaluatedProperties": false
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
      }
    }
  }
}
