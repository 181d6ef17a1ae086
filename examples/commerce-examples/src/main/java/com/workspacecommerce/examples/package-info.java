/**
 * Runnable examples of the SDK ({@link com.workspacecommerce.examples.Quickstart}, {@link
 * com.workspacecommerce.examples.ListAllProducts}, {@link
 * com.workspacecommerce.examples.ErrorHandling}), each against the in-memory sandbox unless {@code
 * COMMERCE_BASE_URL} is set.
 */
package com.workspacecommerce.examples;
