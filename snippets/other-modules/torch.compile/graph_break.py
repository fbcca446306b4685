import torch
import torch._dynamo


def f(x):
    y = x.sin()
    print("inside f")        # a Python side effect: TorchDynamo cannot put it in a graph
    return y.cos()


report = torch._dynamo.explain(f)(torch.ones(3))
print("graphs:", report.graph_count)
print("graph breaks:", report.graph_break_count)
print("break reason:", str(report.break_reasons[0].reason).splitlines()[0])
