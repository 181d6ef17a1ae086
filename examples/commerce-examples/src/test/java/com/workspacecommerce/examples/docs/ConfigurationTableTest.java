package com.workspacecommerce.examples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.workspacecommerce.sdk.CommerceClient;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Checks the one configuration table of docs/configuration.md against the code, so it cannot drift:
 * its first column names every public option of {@link CommerceClient.Builder}, its environment
 * column every {@code ENV_*} variable of {@link CommerceClient}, and its Spring column every
 * property in the starter's configuration metadata, and nothing else.
 */
class ConfigurationTableTest {
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");
  private static final Pattern METHOD = Pattern.compile("^(\\w+)\\(");
  private static final Pattern ENV = Pattern.compile("^COMMERCE_[A-Z_]+$");
  private static final Pattern PROPERTY = Pattern.compile("^([a-z]+(\\.[a-z-]+)+)(\\.<\\w+>)?$");

  /** Builder methods that are not options. */
  private static final Set<String> NOT_OPTIONS = Set.of("build", "fromEnv", "toString");

  private record Table(Set<String> methods, Set<String> env, Set<String> properties) {}

  @Test
  void everyBuilderOptionHasARowAndEveryRowAnOption() {
    Set<String> options = new TreeSet<>();
    for (Method m : CommerceClient.Builder.class.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && !NOT_OPTIONS.contains(m.getName())) {
        options.add(m.getName());
      }
    }
    assertThat(table().methods())
        .as("builder options in docs/configuration.md's table")
        .containsExactlyElementsOf(options);
  }

  @Test
  void everyEnvironmentVariableHasARow() throws IllegalAccessException {
    Set<String> variables = new TreeSet<>();
    for (Field f : CommerceClient.class.getFields()) {
      if (f.getName().startsWith("ENV_")) {
        variables.add((String) f.get(null));
      }
    }
    assertThat(variables).contains("COMMERCE_BASE_URL", "COMMERCE_API_KEY");
    assertThat(table().env())
        .as("environment variables in docs/configuration.md's table")
        .containsExactlyElementsOf(variables);
  }

  @Test
  void everySpringPropertyOfTheStarterHasARow() throws Exception {
    Set<String> properties = new TreeSet<>();
    ObjectMapper mapper = new ObjectMapper();
    List<URL> metadata =
        Collections.list(
            getClass()
                .getClassLoader()
                .getResources("META-INF/spring-configuration-metadata.json"));
    for (URL url : metadata) {
      if (!url.toString().contains("commerce-sdk-spring-boot")) {
        continue; // another library's metadata
      }
      try (InputStream in = url.openStream()) {
        for (JsonNode p : mapper.readTree(in).path("properties")) {
          properties.add(p.path("name").asText());
        }
      }
    }
    assertThat(properties).as("the starter's configuration metadata").contains("commerce.base-url");
    assertThat(table().properties())
        .as("Spring properties in docs/configuration.md's table")
        .containsExactlyElementsOf(properties);
  }

  /** The code spans of each column of the table under "## Every option". */
  private static Table table() {
    List<String> lines = DocFiles.lines(DocFiles.root().resolve("docs/configuration.md"));
    int start = lines.indexOf("## Every option");
    assertThat(start).as("docs/configuration.md has '## Every option'").isNotNegative();
    List<String[]> rows = new ArrayList<>();
    String[] header = null;
    for (int i = start; i < lines.size(); i++) {
      String line = lines.get(i);
      if (!line.startsWith("|")) {
        if (header != null) {
          break; // the end of the one table
        }
        continue;
      }
      String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
      if (header == null) {
        header = cells;
      } else if (!cells[0].startsWith("---")) {
        rows.add(cells);
      }
    }
    assertThat(header).as("the table's header").isNotNull();
    List<String> columns = Arrays.stream(header).map(String::trim).toList();
    int envColumn = columns.indexOf("Environment variable");
    int springColumn = columns.indexOf("Spring property");
    assertThat(columns.get(0)).startsWith("Option");
    assertThat(envColumn).isPositive();
    assertThat(springColumn).isPositive();

    Set<String> methods = new TreeSet<>();
    Set<String> env = new TreeSet<>();
    Set<String> properties = new TreeSet<>();
    for (String[] row : rows) {
      for (String code : code(row[0])) {
        Matcher m = METHOD.matcher(code);
        if (m.find()) {
          methods.add(m.group(1));
        }
      }
      for (String code : code(row[envColumn])) {
        if (ENV.matcher(code).matches()) {
          env.add(code);
        }
      }
      for (String code : code(row[springColumn])) {
        Matcher m = PROPERTY.matcher(code);
        if (m.matches()) {
          properties.add(m.group(1));
        }
      }
    }
    return new Table(methods, env, properties);
  }

  private static List<String> code(String cell) {
    List<String> spans = new ArrayList<>();
    Matcher m = CODE.matcher(cell);
    while (m.find()) {
      spans.add(m.group(1).trim());
    }
    return spans;
  }
}
