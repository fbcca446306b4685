import torch

print("default:", torch.is_inference_mode_enabled(), "| type:", type(torch.is_inference_mode_enabled()).__name__)
with torch.no_grad():
    print("in no_grad:", torch.is_inference_mode_enabled(), "| is_grad_enabled:", torch.is_grad_enabled())
with torch.inference_mode():
    print("in inference_mode:", torch.is_inference_mode_enabled(), "| is_grad_enabled:", torch.is_grad_enabled())
    with torch.enable_grad():
        print("  + enable_grad:", torch.is_inference_mode_enabled(), "| is_grad_enabled:", torch.is_grad_enabled())
    with torch.inference_mode(False):
        print("  + inference_mode(False):", torch.is_inference_mode_enabled(), "| is_grad_enabled:", torch.is_grad_enabled())
