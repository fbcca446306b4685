import torch

for level in ("highest", "medium"):
    torch.set_float32_matmul_precision(level)
    print(f"matmul precision {level!r:<9} -> torch.backends.cudnn.allow_tf32 = {torch.backends.cudnn.allow_tf32}")

torch.backends.cudnn.allow_tf32 = False  # convolutions have their own switch
print("after setting it to False:", torch.backends.cudnn.allow_tf32,
      "| matmul precision still:", torch.get_float32_matmul_precision())
