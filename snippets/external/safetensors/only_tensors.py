import torch
from safetensors.torch import load_file, save_file

cases = {
    "non-tensor value": ({"step": 3}, None),
    "non-string metadata": ({"w": torch.ones(2)}, {"epoch": 3}),
    "non-contiguous tensor": ({"t": torch.arange(6.0).reshape(2, 3).t()}, None),
    "same, after .clone()": ({"t": torch.arange(6.0).reshape(2, 3).t().clone()}, None),   # clone keeps the strides
}
for label, (tensors, metadata) in cases.items():
    try:
        save_file(tensors, "x.safetensors", metadata=metadata)
    except (ValueError, TypeError) as e:
        print(f"{label:22}: {type(e).__name__}: {str(e).split('. ')[0]}")
save_file({"t": torch.arange(6.0).reshape(2, 3).t().contiguous()}, "x.safetensors")
print("after .contiguous(): saved")

base = torch.arange(6.0)
save_file({"a": base[:3], "b": base[3:]}, "views.safetensors")   # one storage, but the slices do not overlap
print("two non-overlapping views of one tensor: saved", load_file("views.safetensors"))
