import torch


def show(label):
    print(f"{label:<38} enabled={torch.are_deterministic_algorithms_enabled()!s:<5} "
          f"warn_only={torch.is_deterministic_algorithms_warn_only_enabled()!s:<5} "
          f"debug_mode={torch.get_deterministic_debug_mode()}")


show("default")
torch.use_deterministic_algorithms(True)
show("use_deterministic_algorithms(True)")
torch.use_deterministic_algorithms(True, warn_only=True)
show("(True, warn_only=True)")
torch.use_deterministic_algorithms(False)
show("use_deterministic_algorithms(False)")
