/**
 * Spring test support: {@link
 * com.workspacecommerce.sdk.testing.spring.AutoConfigureCommerceSandbox} gives a Spring (Boot) test
 * a sandbox that the auto-configured client talks to. Needs {@code spring-test}, which a Spring
 * Boot test has; nothing here is loaded by tests without Spring.
 */
@NullMarked
package com.workspacecommerce.sdk.testing.spring;

import org.jspecify.annotations.NullMarked;
