import { SCENARIO_NAMES } from '../fixtures/scenario-names.js'
import type { MockControl } from '../src/control/mock-control.js'
import { configRuleViolations } from '../src/control/config.js'
import { mockControlDocument, servedFrom } from '../src/spec/document.js'
import { operation } from './operation.js'

function scenarioBody(control: MockControl) {
  return { name: control.scenario, available: [...SCENARIO_NAMES] }
}

/**
 * The control plane under `/__mock/`: the mock's own knobs, documented in its own document,
 * spec/mock-control.yaml and answered by the same core in every runtime (docs/decisions/0007-control-plane.md).
 */
export const controlOperations = [
  // Served with its servers set to where it was fetched from, so a generated client needs no base URL.
  operation('GET', '/__mock/openapi.json', 'mockGetControlDocument', ({ url, respond }) =>
    respond(200, servedFrom(mockControlDocument, `${url.origin}${url.pathname.slice(0, -'/__mock/openapi.json'.length)}`) as { openapi: string; info: Record<string, never>; paths: Record<string, never> }),
  ),
  operation('POST', '/__mock/reset', 'mockReset', async ({ control, respond }) => {
    await control.reset()
    return respond(204)
  }),
  operation('GET', '/__mock/snapshot', 'mockExportSnapshot', ({ control, respond }) => respond(200, control.snapshot())),
  operation('PUT', '/__mock/snapshot', 'mockImportSnapshot', async ({ control, body, respond }) => {
    // restore() checks the schema record by record, then the data invariants (docs/decisions/0501-bounded-validation.md).
    await control.restore(body)
    return respond(204)
  }),
  operation('GET', '/__mock/business-date', 'mockGetBusinessDate', ({ db, respond }) => respond(200, { businessDate: db.businessDate })),
  operation('PUT', '/__mock/business-date', 'mockSetBusinessDate', async ({ control, body, respond }) =>
    respond(200, await control.setBusinessDate(body.businessDate)),
  ),
  operation('GET', '/__mock/scenario', 'mockGetScenario', ({ control, respond }) => respond(200, scenarioBody(control))),
  operation('PUT', '/__mock/scenario', 'mockUseScenario', async ({ control, body, respond }) => {
    await control.useScenario(body.name)
    return respond(200, scenarioBody(control))
  }),
  operation('GET', '/__mock/config', 'mockGetConfig', ({ control, respond }) => respond(200, control.config)),
  operation('PUT', '/__mock/config', 'mockSetConfig', ({ control, body, respond }) => respond(200, control.configure(body)), {
    // Listed with the schema's violations in one 422 (`configure` checks it again).
    bodyRules: configRuleViolations,
  }),
]
