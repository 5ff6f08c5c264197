/**
 * This file was generated from spec/openapi.yaml by `npm run generate`.
 * Do not edit it by hand: change the spec and regenerate.
 */

export interface paths {
    "/api/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List guests
         * @description Returns a page of guests, ordered by lastName, firstName, id unless `sort` says otherwise.
         *     Names are compared ignoring case and accents, code point by code point, so the order is
         *     the same on every platform.
         */
        get: operations["listGuests"];
        put?: never;
        /**
         * Create a guest
         * @description Creates a guest profile from a `GuestInput`. Answers 201 with the new guest and its
         *     `Location`. An email already used by another guest (compared case-insensitively) is a 409.
         */
        post: operations["createGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search guests
         * @description Finds guests by one or more criteria, combined with AND. At least one criterion is required.
         *     Results are paged and ordered like List Guests (lastName, firstName, id).
         */
        get: operations["searchGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The guest's id (its hex digits in either case, RFC 9562).
                 * @example a0000000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["GuestId"];
            };
            cookie?: never;
        };
        /**
         * Get a guest
         * @description Returns one guest. A malformed id is a 400; a well-formed id that does not exist is a 404.
         */
        get: operations["getGuest"];
        /**
         * Replace a guest
         * @description Replaces the whole guest profile (this is not a PATCH): an optional field left out becomes
         *     null, or its default (`vip` and `marketingOptIn` false, `preferences` empty). `id` and
         *     `createdAt` never change; `updatedAt` moves forward. Read-only fields in the body are a 422.
         *     An unknown id is a 404 (there is no upsert).
         */
        put: operations["updateGuest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reservations
         * @description Returns a page of reservations. `status` selects a front-desk list evaluated against the
         *     business date (see the API description); cancelled and no-show stays never appear in those
         *     lists. `guestId` restricts the list to one guest's stays; `include=guest` embeds each
         *     reservation's guest under `guest`.
         */
        get: operations["listReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reservations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The reservation's id (its hex digits in either case, RFC 9562).
                 * @example b0000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Get a reservation
         * @description Returns one reservation; `include=guest` embeds its guest under `guest`.
         */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An ISO 3166-1 alpha-2 country code.
         * @example GB
         */
        CountryCode: string;
        /** @description A postal address. */
        Address: {
            line1: string;
            line2?: string | null;
            city: string;
            postalCode?: string | null;
            region?: string | null;
            countryCode: components["schemas"]["CountryCode"];
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
        /**
         * @description Every writable field of a guest. Only `firstName` and `lastName` are required; an optional
         *     field left out becomes null, `vip` and `marketingOptIn` become false and `preferences`
         *     becomes empty. Read-only fields (`id`, `createdAt`, `updatedAt`) are rejected. Values are
         *     stored as sent: an email keeps its case (it is compared without it), a name its Unicode form.
         */
        GuestInput: {
            firstName: string;
            lastName: string;
            /** @enum {string|null} */
            title?: "mr" | "ms" | "mrs" | "mx" | "dr" | "prof" | null;
            /** Format: email */
            email?: string | null;
            /** @description E.164. */
            phone?: string | null;
            address?: components["schemas"]["Address"] | null;
            nationality?: components["schemas"]["CountryCode"] | null;
            /**
             * Format: date
             * @description Must be before the business date.
             */
            dateOfBirth?: string | null;
            /** @description A BCP 47 language tag. */
            language?: string | null;
            loyalty?: components["schemas"]["Loyalty"] | null;
            /** @description Defaults to false when left out. */
            vip?: boolean;
            /** @description Defaults to an empty list when left out. */
            preferences?: string[];
            /** @description Internal notes. */
            notes?: string | null;
            /** @description Defaults to false when left out. */
            marketingOptIn?: boolean;
        };
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
        /** @description An amount of money. */
        Money: {
            /** @description At most two decimals (cents). */
            amount: number;
            /** @description ISO 4217. */
            currency: string;
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
        /** @description The paging fields of a page envelope. */
        PageInfo: {
            page: number;
            pageSize: number;
            totalCount: number;
            totalPages: number;
        };
        /** @description A page of guests. */
        GuestPage: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Guest"][];
        };
        /** @description A page of reservations. */
        ReservationPage: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["Reservation"][];
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
    };
    responses: {
        /** @description A page of guests. */
        GuestPage: {
            headers: {
                "X-Total-Count": components["headers"]["XTotalCount"];
                Link: components["headers"]["Link"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["GuestPage"];
            };
        };
        /** @description Malformed JSON, or a query or path parameter that breaks its schema. */
        BadRequest: {
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
        /** @description No resource has this id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Another guest already uses this email (compared case-insensitively). */
        Conflict: {
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
        /** @description The request body is not `application/json`. */
        UnsupportedMediaType: {
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
        /** @description The body is JSON but breaks the schema; every violation is listed. */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description The 1-based page number. A page past the end is empty.
         * @example 1
         */
        Page: number;
        /**
         * @description How many items a page holds.
         * @example 20
         */
        PageSize: number;
        /**
         * @description Sort key; a leading `-` sorts descending. Ties are broken by the other name (`lastName`
         *     sorts by lastName, firstName, id; `firstName` by firstName, lastName, id), else by id
         *     (`createdAt`, `updatedAt`). Names use one collation: decomposed (NFD), every combining mark (`\p{M}`) removed,
         *     lower-cased with the locale-independent Unicode mapping, the letters whose accent is no
         *     combining mark folded (ł ø đ ħ to l o d h, æ œ ß to ae oe ss), recomposed (NFC), then compared
         *     code point by code point.
         * @example -createdAt
         */
        GuestSort: "lastName" | "-lastName" | "firstName" | "-firstName" | "createdAt" | "-createdAt" | "updatedAt" | "-updatedAt";
        /**
         * @description The guest's id (its hex digits in either case, RFC 9562).
         * @example a0000000-0000-4000-8000-000000000001
         */
        GuestId: string;
        /**
         * @description Embed related resources; `guest` embeds the primary guest.
         * @example guest
         */
        Include: "guest";
    };
    requestBodies: {
        /** @description Every writable field of a guest. Fields left out become null or their default. */
        GuestInput: {
            content: {
                "application/json": components["schemas"]["GuestInput"];
            };
        };
    };
    headers: {
        /**
         * @description The URL of the created resource.
         * @example /api/guests/a0000000-0000-4000-8000-000000000001
         */
        Location: string;
        /**
         * @description How many items the whole list holds.
         * @example 512
         */
        XTotalCount: number;
        /**
         * @description RFC 8288 links to the first, prev, next and last pages. Each repeats the request's declared query parameters; when together they would pass 8 KiB (search criteria of hundreds of non-ASCII characters), last, first and then prev are left out, so that clients' header limits hold.
         * @example </api/guests?page=1&pageSize=20>; rel="first", </api/guests?page=2&pageSize=20>; rel="next", </api/guests?page=26&pageSize=20>; rel="last"
         */
        Link: string;
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
    listGuests: {
        parameters: {
            query?: {
                /**
                 * @description The 1-based page number. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description Sort key; a leading `-` sorts descending. Ties are broken by the other name (`lastName`
                 *     sorts by lastName, firstName, id; `firstName` by firstName, lastName, id), else by id
                 *     (`createdAt`, `updatedAt`). Names use one collation: decomposed (NFD), every combining mark (`\p{M}`) removed,
                 *     lower-cased with the locale-independent Unicode mapping, the letters whose accent is no
                 *     combining mark folded (ł ø đ ħ to l o d h, æ œ ß to ae oe ss), recomposed (NFC), then compared
                 *     code point by code point.
                 * @example -createdAt
                 */
                sort?: components["parameters"]["GuestSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GuestPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GuestInput"];
        responses: {
            /** @description The guest was created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Guest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            507: components["responses"]["NotSaved"];
        };
    };
    searchGuests: {
        parameters: {
            query?: {
                /**
                 * @description Substring of the first, last or full name, email, phone or loyalty number, ignoring case
                 *     and accents: both sides compare under the names' collation (List Guests' `sort`), so `muller`
                 *     finds Müller and `Müller` finds Muller.
                 * @example lovelace
                 */
                q?: string;
                /**
                 * @description Exact email address, compared case-insensitively.
                 * @example ada.lovelace@fixtures.example.com
                 */
                email?: string;
                /**
                 * @description A phone number; only its digits are compared, so `+44 20 7946 0958` finds `+442079460958`.
                 * @example +44 7700 900001
                 */
                phone?: string;
                /**
                 * @description Prefix of the last name, ignoring case and accents (the names' collation of List Guests' `sort`).
                 * @example Lov
                 */
                lastName?: string;
                /**
                 * @description Exact loyalty programme number.
                 * @example GLD00000001
                 */
                loyaltyNumber?: string;
                /**
                 * @description Only VIP guests (`true`) or only non-VIP guests (`false`).
                 * @example true
                 */
                vip?: boolean;
                /**
                 * @description The 1-based page number. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["GuestPage"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The guest's id (its hex digits in either case, RFC 9562).
                 * @example a0000000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["GuestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Guest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The guest's id (its hex digits in either case, RFC 9562).
                 * @example a0000000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["GuestId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GuestInput"];
        responses: {
            /** @description The guest after the replacement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Guest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            507: components["responses"]["NotSaved"];
        };
    };
    listReservations: {
        parameters: {
            query?: {
                /**
                 * @description A front-desk list relative to the business date.
                 * @example arrivals
                 */
                status?: "arrivals" | "departures" | "in_house" | "upcoming";
                /**
                 * @description Only the stays whose primary guest is this guest (its id's hex digits in either case, RFC 9562).
                 * @example a0000000-0000-4000-8000-000000000001
                 */
                guestId?: string;
                /**
                 * @description Embed related resources; `guest` embeds the primary guest.
                 * @example guest
                 */
                include?: components["parameters"]["Include"];
                /**
                 * @description The 1-based page number. A page past the end is empty.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description How many items a page holds.
                 * @example 20
                 */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reservations. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReservationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getReservation: {
        parameters: {
            query?: {
                /**
                 * @description Embed related resources; `guest` embeds the primary guest.
                 * @example guest
                 */
                include?: components["parameters"]["Include"];
            };
            header?: never;
            path: {
                /**
                 * @description The reservation's id (its hex digits in either case, RFC 9562).
                 * @example b0000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reservation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}
