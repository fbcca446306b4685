# timeout: 120
import torch


class Gate(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda t: t.cos(), lambda t: t.sin(), (x,))


ep = torch.export.export(Gate(), (torch.randn(3),))
lines = [line.strip() for line in ep.graph_module.code.splitlines() if line.strip()]
print("\n".join(lines))
print("true branch op: ", [n.name for n in ep.graph_module.true_graph_0.graph.nodes if n.op == "call_function"])
print("false branch op:", [n.name for n in ep.graph_module.false_graph_0.graph.nodes if n.op == "call_function"])

run = ep.module()
print("positive input:", run(torch.tensor([1.0, 2.0, 3.0])))
print("negative input:", run(torch.tensor([-1.0, -2.0, -3.0])))
