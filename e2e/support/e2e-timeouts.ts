/**
 * How long the journeys' app servers wait for Open Food Facts (OPEN_FOOD_FACTS_TIMEOUT_MS; 5 s in production),
 * and how late the fake's slow code answers: past the timeout, so the "A busca não respondeu" journey sees it
 * expire, without waiting out the production 5 s (issue #31). Under load the fake's quick answers still arrive
 * well within 1.5 s (they are a lookup in a map on loopback).
 */
export const E2E_OFF_TIMEOUT_MS = 1_500;
export const E2E_OFF_SLOW_MS = E2E_OFF_TIMEOUT_MS + 1_500;
