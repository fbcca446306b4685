# timeout: 120
import torch


class Trim(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda t: t * 2, lambda t: t[:1] + 0, (x,))


ep = torch.export.export(Trim(), (torch.randn(3),))
out_node = [n for n in ep.graph.nodes if n.op == "output"][0]
print("output size in the graph:", out_node.args[0][0].meta["val"].shape)
print("sum > 0:", ep.module()(torch.tensor([1.0, 2.0, 3.0])))
print("sum <= 0:", ep.module()(torch.tensor([-1.0, 2.0, -3.0])))
