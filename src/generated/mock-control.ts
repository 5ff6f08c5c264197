/**
 * This file was generated from spec/mock-control.yaml by `npm run generate`.
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/__mock/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The control plane's OpenAPI document, self-contained, with `servers` set to the origin it
         *     was fetched from. The API contract itself is served at `/openapi.json`.
         */
        get: operations["mockGetControlDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the mock
         * @description Puts the data and the business date back to the exact state at start.
         */
        post: operations["mockReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a snapshot
         * @description The whole database (business date, guests, reservations) as one JSON document.
         */
        get: operations["mockExportSnapshot"];
        /**
         * Import a snapshot
         * @description Replaces all data with a snapshot, after checking it against the schemas and the data
         *     invariants (unique ids, emails and confirmation numbers, existing guests, no double-booked
         *     room, timestamps that agree with status). An invalid snapshot is a 422 and changes nothing.
         *     Bodies up to 64 MB are accepted here.
         */
        put: operations["mockImportSnapshot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/business-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the business date
         * @description The business date the status filters are evaluated against.
         */
        get: operations["mockGetBusinessDate"];
        /**
         * Set the business date
         * @description Moves the business date. Moving it forward runs the night audit: confirmed stays that should
         *     have arrived before the new date become `no_show`; overdue in-house stays stay in house.
         *     A date earlier than the current one is a 422.
         */
        put: operations["mockSetBusinessDate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/scenario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the scenario
         * @description The named data set in use, and the ones available.
         */
        get: operations["mockGetScenario"];
        /**
         * Switch the scenario
         * @description Reseeds the data as the named scenario, relative to the current business date.
         */
        put: operations["mockUseScenario"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read latency and error injection
         * @description The latency added to every /api response and the share of /api requests answered with an injected 503.
         */
        get: operations["mockGetConfig"];
        /**
         * Set latency and error injection
         * @description Sets the latency (a fixed value when min equals max, otherwise uniform in the range) and the
         *     chaos error rate (0 to 1). Fields left out keep their value. Per request, `Prefer: delay=800`
         *     and `Prefer: code=503` (or the query parameters `__delay` and `__code`) override them.
         */
        put: operations["mockSetConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the request journal
         * @description The requests this session answered under `/api`, oldest first: time, method, path, query,
         *     the headers a test asserts on, the parsed JSON body, status and operationId. The journal
         *     keeps the last N requests (1000 unless configured); a reset empties it. Every filter given
         *     must match.
         */
        get: operations["mockListRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the request journal
         * @description Forgets every request this session's journal holds.
         */
        delete: operations["mockClearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the live sessions
         * @description The sessions live on this server (selected by `X-Mock-Session: <key>` or the cookie
         *     `mock-session=<key>`), with the limits that apply. The default session, used by requests
         *     without a key, is not listed. Runtimes without sessions (msw in a browser or a test process)
         *     answer `enabled: false`.
         */
        get: operations["mockListSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End the caller's session
         * @description Ends the session named by the request's `X-Mock-Session` header or `mock-session` cookie now,
         *     freeing its memory; a later request with the same key starts it afresh. Ending a session that
         *     is not live is a no-op. Without a key it is a 400: the default session never ends.
         */
        delete: operations["mockEndSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A postal address. */
        Address: {
            line1: string;
            line2?: string | null;
            city: string;
            postalCode?: string | null;
            region?: string | null;
            countryCode: components["schemas"]["CountryCode"];
        };
        /**
         * @description An ISO 3166-1 alpha-2 country code.
         * @example GB
         */
        CountryCode: string;
        /** @description A guest profile. */
        Guest: {
            /** Format: uuid */
            readonly id: string;
            firstName: string;
            lastName: string;
            /** @enum {string|null} */
            title: "mr" | "ms" | "mrs" | "mx" | "dr" | "prof" | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            address: components["schemas"]["Address"] | null;
            nationality: components["schemas"]["CountryCode"] | null;
            /** Format: date */
            dateOfBirth: string | null;
            language: string | null;
            loyalty: components["schemas"]["Loyalty"] | null;
            vip: boolean;
            preferences: string[];
            notes: string | null;
            marketingOptIn: boolean;
            /** Format: date-time */
            readonly createdAt: string;
            /** Format: date-time */
            readonly updatedAt: string;
        };
        /** @description Milliseconds added to each response; fixed when min equals max. */
        Latency: {
            min: number;
            max: number;
        };
        /** @description Membership of a loyalty programme. */
        Loyalty: {
            /** @example Stayful Rewards */
            program: string;
            /** @example GLD00000001 */
            number: string;
            /** @enum {string} */
            tier: "member" | "silver" | "gold" | "platinum";
        };
        /** @description The mock's business date. */
        MockBusinessDate: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            businessDate: string;
        };
        /** @description The result of moving the business date. */
        MockBusinessDateChange: {
            /** Format: date */
            businessDate: string;
            /** @description How many confirmed stays the night audit marked as no-shows. */
            noShows: number;
        };
        /** @description Latency and chaos settings of the mock. */
        MockConfig: {
            latency: components["schemas"]["Latency"];
            errorRate: number;
        };
        /** @description Latency and chaos settings to change; fields left out keep their value. */
        MockConfigChange: {
            latency?: components["schemas"]["Latency"];
            errorRate?: number;
        };
        /** @description Entries of a session's request journal, oldest first. */
        MockJournal: {
            data: components["schemas"]["MockJournalEntry"][];
            /** @description How many requests the journal keeps; older ones are dropped. */
            capacity: number;
        };
        /** @description One request the mock answered under `/api`. */
        MockJournalEntry: {
            /** @description Position in the journal; later requests have higher numbers. */
            seq: number;
            /** Format: date-time */
            time: string;
            /** @description The session key, or null for the default session. */
            session: string | null;
            method: string;
            path: string;
            query: {
                [key: string]: string | string[];
            };
            /** @description The request headers a test asserts on, names in lower case. */
            headers: {
                [key: string]: string;
            };
            status: number;
            /** @description The operation that answered, or null for a path no operation matches. */
            operationId: string | null;
            /** @description True for a 2xx answer, whose body matched the operation's input schema. */
            accepted: boolean;
            /** @description The JSON body as sent, parsed; absent when there was none, it was not JSON, or it was nested too deeply (see bodyText). */
            body?: unknown;
            /** @description The body text when it was not JSON (or JSON nested more than 256 arrays and objects deep), or a note of its size when it was too large to keep. */
            bodyText?: string;
        };
        /** @description The scenario in use. */
        MockScenario: {
            /** @enum {string} */
            name: "default" | "empty" | "sold-out" | "small";
            available: string[];
        };
        /** @description A scenario to switch to. */
        MockScenarioChoice: {
            /** @enum {string} */
            name: "default" | "empty" | "sold-out" | "small";
        };
        /** @description One live session. */
        MockSession: {
            key: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date */
            businessDate: string;
            scenario: string;
            journalSize: number;
            /** @description Whether the session holds a hotel of its own. A session reads one shared copy of the start state until a request may change its data or business date; that request gives it its own copy (copy-on-write), and a reset hands the copy back. */
            ownsHotel: boolean;
        };
        /** @description The live sessions of a server and its limits. */
        MockSessions: {
            enabled: boolean;
            maxSessions: number;
            idleTimeoutSeconds: number;
            data: components["schemas"]["MockSession"][];
        };
        /** @description The whole database of the mock. */
        MockSnapshot: {
            /** @constant */
            format: "guest-reservation-mock/snapshot@1";
            /** Format: date */
            businessDate: string;
            guests: components["schemas"]["Guest"][];
            /** @description Reservations as stored, without an embedded `guest`. */
            reservations: components["schemas"]["Reservation"][];
        };
        /** @description An amount of money. */
        Money: {
            /** @description At most two decimals (cents). */
            amount: number;
            /** @description ISO 4217. */
            currency: string;
        };
        /** @description An RFC 9457 problem details document. */
        Problem: {
            /**
             * Format: uri-reference
             * @description Identifies the kind of problem.
             */
            type: string;
            title: string;
            status: number;
            detail: string;
            /** Format: uri-reference */
            instance?: string;
            errors?: components["schemas"]["ProblemDetail"][];
        };
        /** @description One violation in a validation problem. */
        ProblemDetail: {
            /** @enum {string} */
            location: "body" | "query" | "path" | "header";
            /**
             * @description A JSON Pointer (RFC 6901) to the offending value, relative to its location.
             * @example /address/countryCode
             */
            pointer: string;
            message: string;
        };
        /**
         * @description A stay. The departure date is exclusive (nights = departureDate - arrivalDate).
         *     `guest` is present only when the request asked for `include=guest`.
         */
        Reservation: {
            /** Format: uuid */
            id: string;
            confirmationNumber: string;
            /** Format: uuid */
            guestId: string;
            /** @enum {string} */
            status: "confirmed" | "in_house" | "checked_out" | "cancelled" | "no_show";
            /** Format: date */
            arrivalDate: string;
            /** Format: date */
            departureDate: string;
            /** @enum {string} */
            roomType: "standard_queen" | "standard_twin" | "deluxe_king" | "junior_suite" | "executive_suite";
            /** @description Assigned room; always set for in_house and checked_out stays. */
            roomNumber: string | null;
            adults: number;
            children: number;
            /** @example BAR */
            ratePlanCode: string;
            totalAmount: components["schemas"]["Money"];
            /** @enum {string} */
            channel: "direct" | "website" | "phone" | "walk_in" | "booking_com" | "expedia" | "gds";
            specialRequests: string | null;
            /** Format: date-time */
            checkedInAt: string | null;
            /** Format: date-time */
            checkedOutAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            guest?: components["schemas"]["Guest"];
        };
    };
    responses: {
        /** @description Malformed JSON, or a query or path parameter that breaks its schema. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The mock persists its data (`--data FILE --persist`) and the change could not be saved
         *     (disk full, read-only file system, no permission). Nothing was changed, in memory or on
         *     disk; the detail says why. Only a mock started with persistence answers it.
         */
        NotSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than 1 MB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The bearer token is missing or not accepted. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is JSON but breaks the schema; every violation is listed. */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is not `application/json`. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The authentication scheme the API expects.
         * @example Bearer realm="guest-reservation-api"
         */
        WWWAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    mockGetControlDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The control plane's OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mock was reset. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            507: components["responses"]["NotSaved"];
        };
    };
    mockExportSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockSnapshot"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockImportSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockSnapshot"];
            };
        };
        responses: {
            /** @description The snapshot was imported. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            507: components["responses"]["NotSaved"];
        };
    };
    mockGetBusinessDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockBusinessDate"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockSetBusinessDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockBusinessDate"];
            };
        };
        responses: {
            /** @description The new business date, and how many stays the night audit marked as no-shows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockBusinessDateChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            507: components["responses"]["NotSaved"];
        };
    };
    mockGetScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scenario. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockScenario"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockUseScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockScenarioChoice"];
            };
        };
        responses: {
            /** @description The scenario now in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockScenario"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            507: components["responses"]["NotSaved"];
        };
    };
    mockGetConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockSetConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MockConfigChange"];
            };
        };
        responses: {
            /** @description The configuration now in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
        };
    };
    mockListRequests: {
        parameters: {
            query?: {
                /** @description Only requests answered by this operation, e.g. `createGuest`. */
                operationId?: string;
                /** @description Only requests with this method (case-insensitive). */
                method?: string;
                /** @description Only requests to this path; `*` stands for any run of characters, e.g. `/api/guests/*`. */
                path?: string;
                /** @description Only requests answered with this status. */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching entries of the journal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockJournal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    mockClearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockListSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MockSessions"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    mockEndSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
