import torch


@torch.library.custom_op("w1c_demo::double", mutates_args=(), tags=(torch.Tag.pointwise,))
def double(x: torch.Tensor) -> torch.Tensor:
    return x * 2


print("result:", double(torch.ones(2)))
print("tags:", sorted(tag.name for tag in torch.ops.w1c_demo.double.default.tags))
