import torch

aten = torch.ops.aten
for overload in (aten.add.Tensor, aten.add_.Tensor, aten.sum.default, aten.sum.dim_IntList,
                 aten.randn.default, aten.nonzero.default, aten.view.default):
    names = sorted(tag.name for tag in overload.tags)
    print(f"{str(overload):<22} {', '.join(names)}")


def is_pointwise(op):
    return torch.Tag.pointwise in op.tags


print("add.Tensor pointwise:", is_pointwise(aten.add.Tensor), "| sum.default pointwise:", is_pointwise(aten.sum.default))
