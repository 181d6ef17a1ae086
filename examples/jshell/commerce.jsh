// JShell entry for the Commerce SDK: defines `client` (the sandbox, or the API named by
// COMMERCE_BASE_URL and COMMERCE_API_KEY) and prints what to try. Opened by examples/jshell/jshell.sh.
// Kept to a few snippets: JShell compiles each one separately, and that is most of its start time.
import com.workspacecommerce.sdk.*
import com.workspacecommerce.sdk.models.*
import com.workspacecommerce.sdk.params.*
import com.workspacecommerce.sdk.errors.*

var session = com.workspacecommerce.examples.ExampleSession.open(System.out);
CommerceClient client = session.client();

System.out.println(String.join("\n",
    "`client` is ready. Try:",
    "  client.products().list().total()",
    "  client.products().list(ProductListParams.builder().limit(5).sortBy(\"name\").sortOrder(SortOrder.ASC).build()).items()",
    "  client.customers().create(CustomerCreateParams.builder().firstname(\"Ada\").build())",
    "  client.products().list().autoPager().stream().count()",
    "Type /exit to leave."));
