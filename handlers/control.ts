import type { HttpHandler } from 'msw'
import { SCENARIO_NAMES } from '../fixtures/scenario-names.js'
import type { MockConfigChange } from '../src/control/config.js'
import { handle, type HandlerContext } from './context.js'
import { http } from './openapi-http.js'
import { readJsonBody } from './request.js'

/** Snapshot imports may be this large (the default hotel's snapshot is several MB). */
export const CONTROL_BODY_LIMIT = 64 * 1024 * 1024

/**
 * The control plane under `/__mock/`: the mock's own knobs, documented in the spec under the
 * "Mock control" tag and answered by the same handler array in every runtime.
 */
export function controlHandlers(context: HandlerContext): Record<string, HttpHandler> {
  const { control, operations } = context
  const body = (operationId: string, request: Request) => readJsonBody(operations.get(operationId), request, CONTROL_BODY_LIMIT)
  return {
    mockReset: http.post('/__mock/reset', (info) =>
      handle(context, 'mockReset', info, async ({ respond }) => {
        await control.reset()
        return respond(204).empty()
      }),
    ),
    mockExportSnapshot: http.get('/__mock/snapshot', (info) => handle(context, 'mockExportSnapshot', info, ({ respond }) => respond(200).json(control.snapshot()))),
    mockImportSnapshot: http.put('/__mock/snapshot', (info) =>
      handle(context, 'mockImportSnapshot', info, async ({ respond }) => {
        // The schema check of readJsonBody runs first; restore() adds the data invariants.
        await control.restore(await body('mockImportSnapshot', info.request))
        return respond(204).empty()
      }),
    ),
    mockGetBusinessDate: http.get('/__mock/business-date', (info) =>
      handle(context, 'mockGetBusinessDate', info, ({ respond }) => respond(200).json({ businessDate: context.db.businessDate })),
    ),
    mockSetBusinessDate: http.put('/__mock/business-date', (info) =>
      handle(context, 'mockSetBusinessDate', info, async ({ respond }) => {
        const { businessDate } = (await body('mockSetBusinessDate', info.request)) as { businessDate: string }
        return respond(200).json(await control.setBusinessDate(businessDate))
      }),
    ),
    mockGetScenario: http.get('/__mock/scenario', (info) =>
      handle(context, 'mockGetScenario', info, ({ respond }) => respond(200).json(scenarioBody(context))),
    ),
    mockUseScenario: http.put('/__mock/scenario', (info) =>
      handle(context, 'mockUseScenario', info, async ({ respond }) => {
        const { name } = (await body('mockUseScenario', info.request)) as { name: string }
        await control.useScenario(name)
        return respond(200).json(scenarioBody(context))
      }),
    ),
    mockGetConfig: http.get('/__mock/config', (info) => handle(context, 'mockGetConfig', info, ({ respond }) => respond(200).json(control.config))),
    mockSetConfig: http.put('/__mock/config', (info) =>
      handle(context, 'mockSetConfig', info, async ({ respond }) => {
        const change = (await body('mockSetConfig', info.request)) as MockConfigChange
        return respond(200).json(control.configure(change))
      }),
    ),
  }
}

function scenarioBody(context: HandlerContext) {
  return { name: context.control.scenario, available: [...SCENARIO_NAMES] }
}
